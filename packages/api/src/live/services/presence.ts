/** A cook counts as connected while a live connection is open or a heartbeat came this recently. */
export const PRESENCE_WINDOW_MS = 90_000;

/**
 * Open live connections per participant, in memory: connections die with the process, so a
 * restarted server rightly starts with none and cooks reappear as they reconnect.
 */
export class Presence {
  private readonly open = new Map<number, number>();

  connect(participantId: number): void {
    this.open.set(participantId, (this.open.get(participantId) ?? 0) + 1);
  }

  /** Returns true when this was the participant's last open connection. */
  disconnect(participantId: number): boolean {
    const n = (this.open.get(participantId) ?? 1) - 1;
    if (n <= 0) {
      this.open.delete(participantId);
      return true;
    }
    this.open.set(participantId, n);
    return false;
  }

  /** Cooks with at least one live connection open. */
  count(): number {
    return this.open.size;
  }

  /** Cooks with a live connection open here (the heartbeat shared with other instances, issue 16). */
  openIds(): number[] {
    return [...this.open.keys()];
  }

  isOpen(participantId: number): boolean {
    return this.open.has(participantId);
  }
}
