import type { AiProgress } from '@brigade/contracts';

type Listener = (progress: AiProgress) => void;

/**
 * Progress of running AI calls, for the browser that started them (tRPC `studio.aiProgress`).
 * A call is named by the caller's user id and a call id the browser made up, so nobody follows
 * someone else's call. The last report is kept until the call ends, so a subscriber that comes
 * a moment late still sees where the call is.
 */
export class AiProgressHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly last = new Map<string, AiProgress>();

  publish(key: string, progress: AiProgress): void {
    if (progress.phase === 'done') this.last.delete(key);
    else this.last.set(key, progress);
    for (const listener of this.listeners.get(key) ?? []) listener(progress);
  }

  /** Calls `listener` with the last report (if any) and every later one; returns the unsubscribe. */
  subscribe(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    const last = this.last.get(key);
    if (last) listener(last);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }
}

/** What the progress helpers need of the services' deps: the server's own hub (never shared between servers). */
type WithHub = { aiProgress: AiProgressHub };

export const progressKey = (userId: number, callId: string) => `${userId}:${callId}`;

/**
 * Reports for one call: `report` for the AI client's onProgress, `done` when the call ends
 * however it ends. Without a call id nobody is listening and both do nothing.
 */
export function progressOf(deps: WithHub, userId: number, callId: string | null | undefined) {
  if (!callId) return { report: undefined, done: () => undefined };
  const hub = deps.aiProgress;
  const key = progressKey(userId, callId);
  return {
    report: (progress: AiProgress) => hub.publish(key, progress),
    done: () => hub.publish(key, { attempt: 0, characters: 0, tasks: 0, phase: 'done' }),
  };
}

/**
 * The progress of call `key` as an async stream, ending with the call's `done` or when `signal`
 * aborts (the browser unsubscribed).
 */
export async function* followProgress(deps: WithHub, key: string, signal: AbortSignal | undefined): AsyncGenerator<AiProgress> {
  const queue: AiProgress[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = deps.aiProgress.subscribe(key, (progress) => {
    queue.push(progress);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  try {
    while (!signal?.aborted) {
      const next = queue.shift();
      if (!next) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      yield next;
      if (next.phase === 'done') return;
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener('abort', onAbort);
  }
}
