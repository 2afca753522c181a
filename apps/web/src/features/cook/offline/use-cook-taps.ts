import { assignmentText, type AssignmentItem } from '@brigade/contracts';
import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { reportError } from '../../../app/query-client';
import { serverMessage } from '../../../app/errors';
import { trpc } from '../../../app/trpc';
import { useLanguage, useT, type Translate } from '../../../i18n';
import { kitchenClock } from '../../live/kitchen-clock';
import { TapQueue, type FailureVerdict, type QueuedTap, type TapKind } from './tap-queue';

function deviceStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** One queue for the page: every cook screen of this browser sees the same taps. */
const queue = new TapQueue(deviceStorage());

/** While taps wait, try again this often even if no 'online' event comes (Wi-Fi that says it is up). */
export const TAP_RETRY_MS = 10_000;

/**
 * A refusal is an answer from the server that says no (its reason in the cook's language); a
 * network failure or server trouble is tried again.
 */
export function judgeTapFailure(error: unknown, t: Translate): FailureVerdict {
  if (!(error instanceof TRPCClientError) || !error.data) return 'retry';
  const status = Number((error.data as { httpStatus?: number }).httpStatus ?? 0);
  if (status >= 500 || status === 408 || status === 429) return 'retry';
  // The cook's token is refused (removed by the host): the app signs them out.
  reportError(error);
  return { refused: serverMessage(error, t) ?? t('cook.page.refused') };
}

export interface CookTapHandlers {
  onSent?: (tap: QueuedTap, result: unknown) => void;
  onRefused?: (tap: QueuedTap) => void;
}

/**
 * The cook's taps for one session, kept until sent: `tap()` keeps it first and sends it when it
 * can; `taps` is what still waits (or was refused) for the 'will send' list.
 */
export function useCookTaps(code: string, connected: boolean, handlers: CookTapHandlers) {
  const t = useT();
  const lang = useLanguage();
  const utils = trpc.useUtils();
  const all = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.all(),
  );
  const taps = useMemo(() => all.filter((t) => t.code === code), [all, code]);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  }, [handlers]);

  const flush = useCallback(() => {
    void queue.flush({
      send: (tap) => {
        const input = { code: tap.code, assignmentId: tap.assignmentId, clientOpId: tap.opId, ...(tap.tappedAt ? { tapped_at: tap.tappedAt } : {}) };
        if (tap.kind === 'complete') return utils.client.live.completeTask.mutate({ ...input, ...(tap.finishEarly ? { finishEarly: true } : {}) });
        if (tap.kind === 'startTimer') return utils.client.live.startTask.mutate(input);
        return utils.client.live.requestHelp.mutate(input);
      },
      judge: (error) => judgeTapFailure(error, t),
      onSent: (tap, result) => handlersRef.current.onSent?.(tap, result),
      onRefused: (tap) => handlersRef.current.onRefused?.(tap),
    });
  }, [t, utils]);

  // Send what waits when the page opens, when the phone says it is online, when the live
  // connection comes back, and every few seconds while anything waits.
  const anyWaiting = taps.some((t) => !t.refused);
  useEffect(() => {
    globalThis.addEventListener?.('online', flush);
    return () => globalThis.removeEventListener?.('online', flush);
  }, [flush]);
  useEffect(() => {
    if (!anyWaiting) return;
    if (connected) flush();
    const retry = globalThis.setInterval(flush, TAP_RETRY_MS);
    return () => globalThis.clearInterval(retry);
  }, [connected, anyWaiting, flush]);

  const tap = useCallback(
    (kind: TapKind, a: AssignmentItem, options: { finishEarly?: boolean } = {}) => {
      // The moment of the tap on the kitchen clock, kept with it: sent as tapped_at whenever it goes.
      queue.add({ code, kind, assignmentId: a.id, taskName: assignmentText(a, lang).task, ...(options.finishEarly ? { finishEarly: true } : {}) }, Date.now(), kitchenClock.now());
      if (globalThis.navigator?.onLine !== false) flush();
    },
    [code, flush, lang],
  );

  const dismiss = useCallback((opId: string) => queue.dismiss(opId), []);
  const forget = useCallback(() => queue.clear(code), [code]);

  /** Assignments with a tap of this kind still waiting to be sent. */
  const waitingFor = useCallback((kind: TapKind) => new Set(taps.filter((t) => t.kind === kind && !t.refused).map((t) => t.assignmentId)), [taps]);

  return { taps, tap, dismiss, forget, waitingFor, flush };
}
