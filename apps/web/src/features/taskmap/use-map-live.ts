import { useSessionLive, type LiveStatus } from '../live';

/**
 * The task map's live connection (spec 02 §4: the map reloads on live events — tasks assigned,
 * task completed, session state updated). `useSessionLive` invalidates `sessions.taskGraph` on
 * those events; while it is not connected the map reloads its graph every 3 s instead.
 */
export type { LiveStatus };

export const FALLBACK_REFETCH_MS = 3_000;

export interface MapLive {
  status: LiveStatus;
  /** How often to reload the graph; false while live events reload it. */
  refetchInterval: number | false;
}

export function useMapLive(sessionCode: string): MapLive {
  // A host watching the map is not a cook: no heartbeat.
  const live = useSessionLive(sessionCode, { heartbeat: false });
  return { status: live.status, refetchInterval: live.status === 'connected' ? false : FALLBACK_REFETCH_MS };
}
