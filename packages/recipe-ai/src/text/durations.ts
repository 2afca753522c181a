import { QUANTITY_ANYWHERE, parseAmount } from './quantity';

/** A span of time named in a step: "for 10 minutes", "1 hour", "20-25 min". */
export interface StepDuration {
  minutes: number;
  /** Where in the step the span starts, so a timer can claim the span nearest its verb. */
  index: number;
}

const UNIT = '(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)';
const SPAN = new RegExp(`${QUANTITY_ANYWHERE.source}\\s*${UNIT}(?![\\p{L}])`, 'giu');
const WORD_SPANS: Array<[RegExp, number]> = [
  [/\bovernight\b/i, 8 * 60],
  [/\bhalf\s+an?\s+hour\b/i, 30],
  [/\b(?:an?|one)\s+hour\b/i, 60],
  [/\ba\s+couple\s+(?:of\s+)?minutes\b/i, 2],
  [/\ba\s+few\s+minutes\b/i, 3],
  [/\ba\s+minute\b/i, 1],
];

/**
 * Finds every span of time in a step, in minutes (ranges count as their longer end, rounded
 * up). "1 hour 30 minutes" is two spans; callers add them up.
 */
export function findDurations(step: string): StepDuration[] {
  const found: StepDuration[] = [];
  const taken: Array<[number, number]> = [];
  for (const m of step.matchAll(SPAN)) {
    const low = m[1] === undefined ? null : parseAmount(m[1]);
    const high = m[2] === undefined ? null : parseAmount(m[2]);
    const amount = high !== null && low !== null ? Math.max(low, high) : low;
    const unit = (m[3] ?? '').toLowerCase();
    if (amount === null || !(amount > 0)) continue;
    // A bare "m" or "s" after a number is too often something else ("5 m long", "2 s" typo).
    if (unit === 'm' || unit === 's') continue;
    const perUnit = unit.startsWith('h') ? 60 : unit.startsWith('s') ? 1 / 60 : 1;
    found.push({ minutes: amount * perUnit, index: m.index ?? 0 });
    taken.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  for (const [pattern, minutes] of WORD_SPANS) {
    const m = pattern.exec(step);
    if (!m) continue;
    const end = m.index + m[0].length;
    // "half an hour" also contains "an hour": a span already read is not read twice.
    if (taken.some(([a, b]) => m.index < b && end > a)) continue;
    found.push({ minutes, index: m.index });
    taken.push([m.index, end]);
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Whole minutes for the task fields: at least 1, at most a day (the contract's bounds). */
export function wholeMinutes(minutes: number): number {
  if (!Number.isFinite(minutes)) return 1;
  return Math.min(24 * 60, Math.max(1, Math.ceil(minutes - 1e-9)));
}

const ISO_DURATION = /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

/**
 * ISO 8601 durations as schema.org pages give them ("PT1H30M", "P0DT45M", "PT90M") in whole
 * minutes; null when absent, malformed or zero. Years and months are refused: no recipe takes them.
 */
export function isoDurationMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = ISO_DURATION.exec(value.trim());
  if (!m || value.trim() === 'P' || /T$/i.test(value.trim())) return null;
  const n = (i: number) => Number((m[i] ?? '0').replace(',', '.'));
  if (n(1) > 0 || n(2) > 0) return null;
  const minutes = n(3) * 7 * 24 * 60 + n(4) * 24 * 60 + n(5) * 60 + n(6) + n(7) / 60;
  return minutes > 0 && Number.isFinite(minutes) ? Math.round(minutes) || 1 : null;
}
