/**
 * A cook who has no live connection counts as connected while a heartbeat came this recently
 * (clients that only send heartbeats, spec 01 §9: every 30 s).
 */
export const PRESENCE_WINDOW_MS = 90_000;

/**
 * Live connections are pinged this often when quiet, and dropped when the phone has not answered
 * this long after a ping (issue 35): a phone that left the Wi-Fi keeps no half-open socket.
 */
export const LIVE_PING_MS = 2_000;
export const LIVE_PONG_WAIT_MS = 2_500;

/**
 * After a cook's last live connection closed, they count as connected this much longer (a reload,
 * a reconnect), then as offline unless a connection or heartbeat came back. Ping, pong wait and
 * this grace together stay under the 10 s the host may wait to see a phone offline (issue 35).
 */
export const RECONNECT_GRACE_MS = 5_000;

/**
 * Open live connections per participant, in memory: connections die with the process, so a
 * restarted server rightly starts with none and cooks reappear as they reconnect. It also keeps,
 * per cook whose last connection here closed, when it closed and in which session, until the cook
 * reconnects or is marked offline.
 */
export class Presence {
  private readonly open = new Map<number, number>();
  private readonly closed = new Map<number, { sessionId: number; at: number }>();

  connect(participantId: number): void {
    this.open.set(participantId, (this.open.get(participantId) ?? 0) + 1);
    this.closed.delete(participantId);
  }

  /**
   * Returns true when this was the participant's last open connection; `closed` (the session and
   * the kitchen time it closed) is then remembered for the reconnect grace.
   */
  disconnect(participantId: number, closed?: { sessionId: number; at: number }): boolean {
    const n = (this.open.get(participantId) ?? 1) - 1;
    if (n <= 0) {
      this.open.delete(participantId);
      if (closed) this.closed.set(participantId, closed);
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

  /** When the cook's last live connection here closed (kitchen time), while nothing has reopened it. */
  closedAt(participantId: number): number | undefined {
    return this.closed.get(participantId)?.at;
  }

  /** Sessions with a cook whose last connection here closed at or before `before` (kitchen time). */
  closedSessions(before: number): number[] {
    return [...new Set([...this.closed.values()].filter((c) => c.at <= before).map((c) => c.sessionId))];
  }

  /** The cook was marked offline (or left): nothing to remember any more. */
  forget(participantId: number): void {
    this.closed.delete(participantId);
  }
}
