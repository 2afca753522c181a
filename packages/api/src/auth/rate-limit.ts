import { BrigadeError } from '../errors';

/**
 * Fixed-window-with-memory limiter per key (the caller's address): at most `limit` hits in any
 * `windowMs`. Kept in memory: one process serves the kitchen, and a restart forgetting the
 * counts is harmless.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly message: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 when the key has used up its allowance. */
  check(key: string): void {
    if (this.limit <= 0) return;
    if (this.recent(key).length >= this.limit) throw new BrigadeError('too_many_requests', this.message);
  }

  record(key: string): void {
    if (this.limit <= 0) return;
    const list = this.recent(key);
    list.push(this.now());
    this.hits.set(key, list);
    if (this.hits.size > 10_000) this.sweep();
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.hits.get(key) ?? []).filter((t) => t > since);
  }

  private sweep(): void {
    for (const key of this.hits.keys()) {
      const list = this.recent(key);
      if (list.length === 0) this.hits.delete(key);
      else this.hits.set(key, list);
    }
  }
}
