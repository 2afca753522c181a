import type { AiProgress } from '@brigade/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trpc } from '../../app/trpc';
import { useT } from '../../i18n';
import { Button } from '../../ui';
import { progressText } from './ai-words';

export interface AiCall {
  running: boolean;
  /** Seconds since the call started (0 when idle). */
  elapsed: number;
  /** What the model has sent so far (null until the server reports, and for calls without a model). */
  progress: AiProgress | null;
  /**
   * Runs `work` with a signal that Cancel (or leaving the page) aborts, and a call id to send as
   * `call_id`: the model's progress on that call is followed meanwhile (studio.aiProgress).
   */
  run<T>(work: (signal: AbortSignal, callId: string) => Promise<T>): Promise<T>;
  cancel(): void;
  /** True when the last call ended because it was cancelled. */
  wasCancelled(error: unknown): boolean;
}

/**
 * One AI call at a time, cancellable: aborting the request makes the server stop the model
 * call and save nothing. Leaving the page cancels too.
 */
/**
 * A call id the server accepts (8-64 letters, digits, dashes). getRandomValues, not randomUUID:
 * the studio is often opened over plain http on the LAN, where randomUUID does not exist.
 */
function newCallId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return `call-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function useAiCall(): AiCall {
  const client = trpc.useUtils().client;
  const controller = useRef<AbortController | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [progress, setProgress] = useState<AiProgress | null>(null);
  const [now, setNow] = useState(() => performance.now());

  useEffect(() => {
    if (startedAt === null) return undefined;
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async <T,>(work: (signal: AbortSignal, callId: string) => Promise<T>): Promise<T> => {
      controller.current?.abort();
      const mine = new AbortController();
      controller.current = mine;
      const start = performance.now();
      setStartedAt(start);
      setNow(start);
      setProgress(null);
      const callId = newCallId();
      // Subscribed before the request goes out; the server also replays the latest report.
      const following = client.studio.aiProgress.subscribe(
        { call_id: callId },
        { onData: (p) => controller.current === mine && p.phase !== 'done' && setProgress(p), onError: () => undefined },
      );
      try {
        return await work(mine.signal, callId);
      } finally {
        following.unsubscribe();
        if (controller.current === mine) {
          controller.current = null;
          setStartedAt(null);
          setProgress(null);
        }
      }
    },
    [client],
  );

  return {
    running: startedAt !== null,
    elapsed: startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000)),
    progress,
    run,
    cancel: () => controller.current?.abort(),
    wasCancelled: (error) => error instanceof Error && (error.name === 'AbortError' || /aborted/i.test(error.message)),
  };
}

/** Progress of a running AI call against the server's deadline, with a Cancel button; `kind` names what the AI is doing. */
export function AiCallProgress({ call, deadlineSeconds, kind }: { call: AiCall; deadlineSeconds: number | undefined; kind: 'generate' | 'edit' }) {
  const t = useT();
  if (!call.running) return null;
  const limit = deadlineSeconds ?? 90;
  return (
    <div className="ai-call-progress" role="status" aria-live="polite">
      <progress max={limit} value={Math.min(call.elapsed, limit)} aria-label={t('studio.ai.progressLabel', { kind })} />
      <span className="ai-call-elapsed">{t('studio.ai.elapsed', { kind, elapsed: call.elapsed, limit })}</span>
      {call.progress && <span className="ai-progress-detail">{progressText(t, call.progress)}</span>}
      <Button variant="secondary" onClick={call.cancel}>
        {t('studio.ai.cancel')}
      </Button>
    </div>
  );
}
