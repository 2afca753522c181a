/** '1 h 20', '45 min': how long a meal takes, as the host reads it. */
export function hoursMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')}`;
}

/** 'with 3 cooks this meal takes 1 h 20, with 4 cooks 1 h 05'. */
export function estimateSentence(estimates: Array<{ cooks: number; minutes: number }>): string {
  return estimates
    .map((e, i) => `with ${e.cooks} ${e.cooks === 1 ? 'cook' : 'cooks'}${i === 0 ? ' this meal takes' : ''} ${hoursMinutes(e.minutes)}`)
    .join(', ')
    .replace(/^w/, 'W');
}

/** A stable colour per dish, readable on white, from a small palette. */
const PALETTE = ['#2b6cb0', '#c05621', '#2f855a', '#9b2c2c', '#6b46c1', '#b7791f', '#2c7a7b', '#97266d'];
export function dishColour(index: number): string {
  return PALETTE[((index % PALETTE.length) + PALETTE.length) % PALETTE.length]!;
}
