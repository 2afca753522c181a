/**
 * The task map's live connection (spec 02 §4: the map reloads on live events). The live
 * feature (`features/live`) is being built alongside; until it lands the map says
 * 'Disconnected' and reloads its graph every 3 s instead.
 */
export type LiveStatus = 'connecting' | 'connected' | 'disconnected';

export const FALLBACK_REFETCH_MS = 3_000;

export interface MapLive {
  status: LiveStatus;
  /** How often to reload the graph; false when live events reload it. */
  refetchInterval: number | false;
}

export function useMapLive(sessionCode: string): MapLive {
  void sessionCode;
  return { status: 'disconnected', refetchInterval: FALLBACK_REFETCH_MS };
}
