/**
 * One projection for every countdown in the app (the cook's phone and the host's board alike):
 * the kitchen moment a countdown is read at is the kitchen clock's now, or, while the session is
 * paused, the moment of the pause. So a paused countdown stands still at what it showed when the
 * host paused, and on resume (the server moves every running timer on by the pause's length) it
 * carries on from that same value.
 */

/** The kitchen ms countdowns are read at: `now`, or the pause's moment while paused. */
export function countdownMoment(now: number, pausedAt: string | null | undefined): number {
  const paused = pausedAt ? Date.parse(pausedAt) : NaN;
  return Number.isFinite(paused) ? Math.min(now, paused) : now;
}

/** Kitchen ms left until `endsAt` at kitchen time `now` (negative once it rang), frozen while paused. */
export function countdownLeft(endsAt: number, now: number, pausedAt: string | null | undefined): number {
  return endsAt - countdownMoment(now, pausedAt);
}
