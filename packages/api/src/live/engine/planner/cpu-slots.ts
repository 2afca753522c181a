/** What a planner job is for: a re-plan asked for by an event, or a further search of a quiet session. */
export type JobKind = 'plan' | 'improve';

interface Waiter {
  ticket: number;
  kind: JobKind;
  grant: (release: () => void) => void;
}

/**
 * The planner's worker threads, handed to jobs in the order they left the planner's round-robin
 * queue. A job takes a ticket as it leaves the queue, reads its snapshot (database round trips: no
 * thread needed), then asks for a thread with its ticket only for the plan itself, and gives the
 * thread back before applying the result. So more jobs than threads may be in flight (their
 * database work overlapping another job's planning) while the threads still go round robin:
 *
 * - re-plans (`plan`) strictly by ticket: a job still reading its snapshot keeps its turn, so a
 *   snapshot that happens to be read faster does not jump the queue;
 * - further searches (`improve`) only when no re-plan is waiting or on its way.
 */
export class CpuSlots {
  private free: number;
  private nextTicket = 0;
  /** Tickets given out whose job has not asked for a thread yet (reading its snapshot). */
  private readonly reading = new Map<number, JobKind>();
  private readonly waiting: Waiter[] = [];

  constructor(threads: number) {
    this.free = threads;
  }

  /** A job leaves the queue: its place in the order of threads. */
  ticket(kind: JobKind): number {
    const ticket = this.nextTicket++;
    this.reading.set(ticket, kind);
    return ticket;
  }

  /** Waits for a thread in ticket order; resolves with the function that gives it back (call it once). */
  acquire(ticket: number): Promise<() => void> {
    const kind = this.reading.get(ticket) ?? 'plan';
    this.reading.delete(ticket);
    return new Promise((resolve) => {
      this.waiting.push({ ticket, kind, grant: resolve });
      this.grant();
    });
  }

  /** The job ended without planning (its session ended, its read failed): it gives its turn up. */
  cancel(ticket: number): void {
    if (this.reading.delete(ticket)) this.grant();
  }

  private grant(): void {
    while (this.free > 0) {
      const next = this.pick();
      if (!next) return;
      this.waiting.splice(this.waiting.indexOf(next), 1);
      this.free--;
      let released = false;
      next.grant(() => {
        if (released) return;
        released = true;
        this.free++;
        this.grant();
      });
    }
  }

  private pick(): Waiter | undefined {
    let firstReading: number | undefined;
    for (const [ticket, kind] of this.reading) if (kind === 'plan' && (firstReading === undefined || ticket < firstReading)) firstReading = ticket;
    const first = (kind: JobKind) => this.waiting.filter((w) => w.kind === kind).reduce<Waiter | undefined>((a, w) => (!a || w.ticket < a.ticket ? w : a), undefined);
    const plan = first('plan');
    if (plan) return firstReading !== undefined && firstReading < plan.ticket ? undefined : plan;
    // Further searches give way to any re-plan on its way.
    return firstReading === undefined ? first('improve') : undefined;
  }
}
