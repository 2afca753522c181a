import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../ui';

/** What the studio shows when the staff member stops an AI call. */
export const AI_CANCELLED = 'Cancelled. Nothing was saved.';

export interface AiCall {
  running: boolean;
  /** Seconds since the call started (0 when idle). */
  elapsed: number;
  /** Runs `work` with a signal that Cancel (or leaving the page) aborts. */
  run<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T>;
  cancel(): void;
  /** True when the last call ended because it was cancelled. */
  wasCancelled(error: unknown): boolean;
}

/**
 * One AI call at a time, cancellable: aborting the request makes the server stop the model
 * call and save nothing. Leaving the page cancels too.
 */
export function useAiCall(): AiCall {
  const controller = useRef<AbortController | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => performance.now());

  useEffect(() => {
    if (startedAt === null) return undefined;
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async <T,>(work: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    const start = performance.now();
    setStartedAt(start);
    setNow(start);
    try {
      return await work(mine.signal);
    } finally {
      if (controller.current === mine) {
        controller.current = null;
        setStartedAt(null);
      }
    }
  }, []);

  return {
    running: startedAt !== null,
    elapsed: startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000)),
    run,
    cancel: () => controller.current?.abort(),
    wasCancelled: (error) => error instanceof Error && (error.name === 'AbortError' || /aborted/i.test(error.message)),
  };
}

/** Progress of a running AI call against the server's deadline, with a Cancel button. */
export function AiCallProgress({ call, deadlineSeconds, label }: { call: AiCall; deadlineSeconds: number | undefined; label: string }) {
  if (!call.running) return null;
  const limit = deadlineSeconds ?? 90;
  return (
    <div className="ai-call-progress" role="status" aria-live="polite">
      <progress max={limit} value={Math.min(call.elapsed, limit)} aria-label={`${label} progress`} />
      <span className="ai-call-elapsed">
        {label}… {call.elapsed} s (the AI has up to {limit} s)
      </span>
      <Button variant="secondary" onClick={call.cancel}>
        Cancel
      </Button>
    </div>
  );
}
