import type { DispatchWakes } from '../../deps';

/** When each active session's plan next starts a task for an idle cook (kitchen ms), in memory. */
export class DispatchWakeMap implements DispatchWakes {
  private readonly at = new Map<number, number>();

  set(sessionId: number, at: number | null): void {
    if (at === null) this.at.delete(sessionId);
    else this.at.set(sessionId, at);
  }

  get(sessionId: number): number | undefined {
    return this.at.get(sessionId);
  }

  due(now: number): number[] {
    return [...this.at].filter(([, at]) => at <= now).map(([id]) => id);
  }
}
