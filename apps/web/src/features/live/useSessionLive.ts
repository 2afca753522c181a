import type { ApiText, AssignmentItem, LiveEvent, SessionView } from '@brigade/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { serverText } from '../../app/errors';
import { reportError } from '../../app/query-client';
import { readToken } from '../../app/storage';
import { trpc } from '../../app/trpc';
import { liveConnection } from '../../app/trpc-client';
import { kitchenClock, syncKitchenClock } from './kitchen-clock';
import { applyLiveEvent, EVERY_QUERY, type CachedQuery, type TaskGraphCache } from './live-cache';

/** Spec 01 §9: heartbeat and ping every 30 s. */
export const HEARTBEAT_INTERVAL_MS = 30_000;

/** Spec 01 §8, live channel messages, by code (their English and translations are `api.ws.*`). */
export const LIVE_TEXTS = {
  tokenRequired: { code: 'ws.tokenRequired', params: {} },
  codeRequired: { code: 'ws.codeRequired', params: {} },
  connectionFailed: { code: 'ws.connectionFailed', params: {} },
} as const satisfies Record<string, ApiText>;

export type LiveStatus = 'connecting' | 'connected' | 'disconnected';

export interface UseSessionLiveOptions {
  /** Called for every event, after it was applied to the caches. */
  onEvent?: (event: LiveEvent) => void;
  /** Send `live.heartbeat` every 30 s (cooks). Default true; failures are ignored (a host is not a cook). */
  heartbeat?: boolean;
  /** Default true; false closes the subscription. */
  enabled?: boolean;
  /**
   * The newest event the page's first answers reflect (their `last_event_id`): the subscription
   * starts after it, so nothing between those answers and the connection is missed, and nothing
   * is read again when it opens or reopens (it resumes after the last event seen). `'pending'`
   * while those answers are not in: the subscription waits for them. Left out: it starts from
   * now and every (re)start refetches the page's queries.
   */
  since?: string | 'pending';
}

export interface SessionLive {
  status: LiveStatus;
  /**
   * What went wrong, for the connection banner, by code (the server's `data.text`, or one of
   * LIVE_TEXTS): shown with `translateApiText`; null while all is well.
   */
  error: ApiText | null;
  /** Subscribe again after 'disconnected' (a button, or the browser coming back online). */
  retry: () => void;
}

type Query = CachedQuery;
const EVERYTHING = EVERY_QUERY;

/** Invalidations wait this long so that a burst of events (one completion emits several) refetches once. */
const COALESCE_MS = 40;

/**
 * The live event stream of one session (tRPC `live.events`), for cooks and hosts alike.
 *
 * - Resuming: every event is `tracked()` with its id. While the WebSocket client lives, tRPC itself
 *   re-sends the subscription with the last id after a reconnect; the hook also keeps the id and
 *   passes it as `lastEventId` when it subscribes again (retry, remount), so nothing is missed.
 * - Caches: each event is applied to the cached `sessions.get` and `sessions.taskGraph` in place
 *   (live-cache.ts; the cook's `live.currentTask` and `live.assignments` are refetched, coalesced),
 *   then `onEvent` is called. The client refetches everything when it sees a gap (an event whose
 *   `previous_id` is not the last id it saw), and on every (re)start of a subscription that began
 *   without a known event (no `since`); with `since` it subscribes after that event and resumes
 *   after the last one seen, and the server's backlog fills the gap instead.
 * - Offline: while the browser reports no network the hook reports 'disconnected' at once and drops
 *   the subscription (a half-open socket may never close by itself); back online it subscribes again.
 * - Reconnecting: the app's WebSocket client retries with backoff 1 s, 2 s, 4 s, 8 s, 16 s and gives up
 *   after 5 attempts (app/trpc-client.ts); the hook then reports 'disconnected' until `retry()`,
 *   which it also calls by itself when the browser comes back online.
 * - Heartbeat: `live.heartbeat` every 30 s while mounted.
 */
export function useSessionLive(code: string | null | undefined, options: UseSessionLiveOptions = {}): SessionLive {
  const { onEvent, heartbeat = true, enabled = true, since } = options;
  const waiting = since === 'pending';
  // Read when the subscription starts: later answers (a refetch) do not restart it.
  const sinceRef = useRef(since);
  useEffect(() => {
    sinceRef.current = since;
  }, [since]);
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [error, setError] = useState<ApiText | null>(null);
  const [generation, setGeneration] = useState(0);
  // The browser says the network is gone (a phone off the Wi-Fi). The socket itself may stay
  // half-open for minutes without a close, so this is the only timely sign of a lost connection.
  const [offline, setOffline] = useState(() => globalThis.navigator?.onLine === false);
  useEffect(() => {
    const down = () => setOffline(true);
    const up = () => setOffline(false);
    globalThis.addEventListener('offline', down);
    globalThis.addEventListener('online', up);
    return () => {
      globalThis.removeEventListener('offline', down);
      globalThis.removeEventListener('online', up);
    };
  }, []);
  const lastIdRef = useRef<string | null>(null);
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  }, [onEvent]);

  // Coalesced invalidation.
  const staleRef = useRef(new Set<Query>());
  const flushTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const markStale = useCallback(
    (queries: readonly Query[]) => {
      for (const q of queries) staleRef.current.add(q);
      if (flushTimer.current || staleRef.current.size === 0) return;
      flushTimer.current = globalThis.setTimeout(() => {
        flushTimer.current = null;
        const stale = staleRef.current;
        staleRef.current = new Set();
        if (stale.has('get')) void utils.sessions.get.invalidate();
        if (stale.has('currentTask')) void utils.live.currentTask.invalidate();
        if (stale.has('assignments')) void utils.live.assignments.invalidate();
        if (stale.has('taskGraph')) void utils.sessions.taskGraph.invalidate();
      }, COALESCE_MS);
    },
    [utils],
  );
  useEffect(
    () => () => {
      if (flushTimer.current) globalThis.clearTimeout(flushTimer.current);
    },
    [],
  );

  // Events change the cached queries of this session in place (live-cache.ts).
  const cacheTarget = useMemo(() => {
    // A read already on its way may have been answered before this event's commit: landing after
    // the event, it would put the older value back (a cook marked gone shown cooking again). Such a
    // read is done once more instead, after the event.
    const readAgainIfOnItsWay = (query: 'get' | 'taskGraph', queryKey: readonly unknown[]) => {
      if (queryClient.isFetching({ queryKey }) > 0) markStale([query]);
    };
    return {
      updateSession: (update: (view: SessionView) => SessionView) => {
        if (!code) return;
        readAgainIfOnItsWay('get', getQueryKey(trpc.sessions.get, { code }, 'query'));
        utils.sessions.get.setData({ code }, (view) => (view ? update(view) : view));
      },
      updateTaskGraph: (update: <G extends TaskGraphCache>(graph: G) => G) => {
        if (!code) return;
        readAgainIfOnItsWay('taskGraph', getQueryKey(trpc.sessions.taskGraph, { code }, 'query'));
        utils.sessions.taskGraph.setData({ code }, (graph) => (graph ? (update(graph as unknown as TaskGraphCache) as unknown as typeof graph) : graph));
      },
      updateAssignments: (update: (list: AssignmentItem[]) => AssignmentItem[]) => {
        if (!code) return;
        utils.live.assignments.setData({ code }, (list) => (list ? update(list) : list));
      },
      refetch: (queries: readonly Query[]) => markStale(queries),
    };
  }, [code, utils, queryClient, markStale]);

  useEffect(() => {
    if (!enabled) return;
    if (!code) {
      setStatus('disconnected');
      setError(LIVE_TEXTS.codeRequired);
      return;
    }
    if (!readToken()) {
      setStatus('disconnected');
      setError(LIVE_TEXTS.tokenRequired);
      return;
    }
    if (offline) {
      // Nothing can arrive: drop the subscription; coming back online subscribes again (resuming
      // after the last event id) and rebuilds the screen from the server.
      setStatus('disconnected');
      setError(LIVE_TEXTS.connectionFailed);
      return;
    }
    setStatus('connecting');
    setError(null);
    // The page's first answers are not in yet: subscribing now would leave a gap or read twice.
    if (waiting) return;
    let active = true;
    const from = sinceRef.current;
    // Starting after a known event (the answers' or the last one seen), the server replays what
    // came after it: the caches are complete without being read again.
    const known = from !== undefined && from !== 'pending';
    if (known && lastIdRef.current === null && from !== '0') lastIdRef.current = from;
    const subscription = utils.client.live.events.subscribe(
      { code, lastEventId: lastIdRef.current ?? (known ? from : null) },
      {
        onStarted() {
          if (!active) return;
          setStatus('connected');
          setError(null);
          if (!known) markStale(EVERYTHING);
          void syncKitchenClock(() => utils.client.live.clock.query());
        },
        onData(tracked) {
          if (!active) return;
          const event = tracked.data;
          kitchenClock.observe(event.server_now, event.clock_rate);
          // Event ids are shared by all sessions; each event names its session's previous one.
          const missed = lastIdRef.current !== null && event.previous_id !== undefined && event.previous_id !== lastIdRef.current;
          // Kept in a ref, not state: an event re-renders only what its cache change or onEvent touches.
          lastIdRef.current = tracked.id;
          if (missed) markStale(EVERYTHING);
          else applyLiveEvent(event, cacheTarget);
          onEventRef.current?.(event);
        },
        onConnectionStateChange(state) {
          if (!active || state.state !== 'connecting') return;
          setStatus('connecting');
          if (state.error) setError(LIVE_TEXTS.connectionFailed);
        },
        onError(err) {
          if (!active) return;
          // A 401 (an anonymous cook removed by the host) signs them out like any other call.
          reportError(err);
          setStatus('disconnected');
          setError(serverText(err) ?? LIVE_TEXTS.connectionFailed);
        },
        onComplete() {
          // Completed without being asked to: the reconnect attempts ran out, or the server stopped it.
          if (!active) return;
          setStatus('disconnected');
          setError((current) => current ?? LIVE_TEXTS.connectionFailed);
        },
      },
    );
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [code, enabled, offline, waiting, generation, utils, markStale, cacheTarget]);

  const retry = useCallback(() => setGeneration((g) => g + 1), []);

  // A phone back on Wi-Fi, or a tab shown again, tries at once instead of waiting for a tap.
  useEffect(() => {
    if (status !== 'disconnected' || !enabled) return;
    const again = () => {
      if (globalThis.document.visibilityState === 'visible') retry();
    };
    globalThis.addEventListener('online', again);
    globalThis.document.addEventListener('visibilitychange', again);
    return () => {
      globalThis.removeEventListener('online', again);
      globalThis.document.removeEventListener('visibilitychange', again);
    };
  }, [status, enabled, retry]);

  // A phone that slept may have paused its monotonic clock: read the kitchen clock again when shown.
  useEffect(() => {
    if (!enabled || status !== 'connected') return;
    const shown = () => {
      if (globalThis.document.visibilityState === 'visible') void syncKitchenClock(() => utils.client.live.clock.query());
    };
    globalThis.document.addEventListener('visibilitychange', shown);
    return () => globalThis.document.removeEventListener('visibilitychange', shown);
  }, [status, enabled, utils]);

  // The socket itself may report giving up before the subscription completes.
  useEffect(
    () =>
      liveConnection.subscribe((snapshot) => {
        if (snapshot.gaveUp) setError((current) => current ?? LIVE_TEXTS.connectionFailed);
      }),
    [],
  );

  useEffect(() => {
    if (!enabled || !heartbeat || !code) return;
    const beat = globalThis.setInterval(() => {
      // A host is not a cook (403, ignored); a removed anonymous cook (401) is signed out.
      utils.client.live.heartbeat.mutate({ code }).catch(reportError);
    }, HEARTBEAT_INTERVAL_MS);
    return () => globalThis.clearInterval(beat);
  }, [code, enabled, heartbeat, utils]);

  return useMemo(() => ({ status, error, retry }), [status, error, retry]);
}
