import { NUMBER_WORD, numberWord } from './number-words';
import { VULGAR, parseAmount } from './quantity';

/** A span of time named in a step: "for 10 minutes", "1 hour", "20-25 min". */
export interface StepDuration {
  minutes: number;
  /** Where in the step the span starts, so a timer can claim the span nearest its verb. */
  index: number;
}

/** Amounts in digits: "1½", "1 1/2", "3/4", "1.5", "1,5" (German and French decimals), "½". */
const DIGITS = `(?:\\d+\\s*[${VULGAR}]|\\d+\\s+\\d+\\s*/\\s*\\d+|\\d+\\s*/\\s*\\d+|\\d+(?:[.,]\\d+)?|[${VULGAR}])`;
/** "anderthalb", "eineinhalb": one and a half, written as one word. */
const ONE_AND_HALF = 'anderthalb|eineinhalb|anderhalf';
const NUMBER = `(?:${DIGITS}|${ONE_AND_HALF}|${NUMBER_WORD})`;
/** "20-25", "10〜12", "two or three", "20 bis 25", "20 à 25", "20 a 25", "20 tot 25". */
const RANGE = `(?:\\s*[-–—〜～~]\\s*|\\s+(?:to|or|bis|oder|à|a|ou|o|ó|tot|of)\\s+)`;
/** "3 more minutes", "5 weitere Minuten", "2 minutes de plus" is read by the number before it. */
const MORE = `(?:\\s+(?:more|further|additional|extra|weitere[n]?|minstens|meer|autres|mas|más|altri|altre|mais))?`;
const LATIN_UNIT = [
  ['hours?|hrs?|h|stunden?|std|heures?|horas?|ore|ora|uur|uren', 60],
  ['minutes?|mins?|minuten?|minutos?|minuti|minuto|minuut|mn', 1],
  ['seconds?|secs?|sekunden?|sek|secondes?|segundos?|secondi|seconden?|seg', 1 / 60],
  ['days?|tage?n?|jours?|d[ií]as?|giorni|giorno|dagen|dag', 24 * 60],
] as const;
const CJK_UNIT = [['時間', 60], ['分間?', 1], ['秒', 1 / 60], ['日', 24 * 60]] as const;
const UNIT = `(?:(${LATIN_UNIT.map(([u]) => u).join('|')})\\.?(?!\\p{Script=Latin})|(${CJK_UNIT.map(([u]) => u).join('|')}))`;
/** "an hour and a half", "eine Stunde und eine halbe", "une heure et demie", "hora y media", "un'ora e mezza", "uma hora e meia". */
const AND_A_HALF = `(\\s+(?:and a half|und eine halbe|et demie|y media|e mezza|e meia|en een half))?`;
const SPAN = new RegExp(`(?<![\\p{Script=Latin}\\p{N}])(${NUMBER})(?:${RANGE}(${NUMBER}))?${MORE}(?:\\s*|['’])${UNIT}${AND_A_HALF}`, 'giu');

/** Spans written without a number, in every language: tried before the numbered ones. */
const WORD_SPANS: Array<[RegExp, number]> = [
  [/\b(?:three quarters of an hour|drei ?viertel ?stunden?|dreiviertelstunde|trois quarts d'heure|tres cuartos de hora|tre quarti d'ora|drie kwartier|tr[eê]s quartos de hora)\b/iu, 45],
  [/(?:\bhalf\s+an?\s+hour|\ba\s+half[- ]hour|\bhalf[- ]hour|\bhalbe[n]?\s+stunde|\bdemi-?\s?heure|\bmedia\s+hora|\bmezz'?\s?ora|\bmezza\s+ora|\bhalf\s+uur|\bmeia[- ]hora)(?!\p{L})/iu, 30],
  [/(?:\bquarter\s+of\s+an\s+hour|\bquarter[- ]hour|\bviertelstunde|\bviertel\s+stunde|\bquart\s+d'heure|\bcuarto\s+de\s+hora|\bquarto\s+d'ora|\bkwartier|\bquarto\s+de\s+hora)(?!\p{L})/iu, 15],
  [/(?:\bovernight|über\s+nacht|\btoute\s+la\s+nuit|\bune\s+nuit|\btoda\s+la\s+noche|\bdurante\s+la\s+noche|\btutta\s+la\s+notte|\bper\s+una\s+notte|\been\s+nacht|\bde\s+hele\s+nacht|\bdurante\s+a\s+noite|\bde\s+um\s+dia\s+para\s+o\s+outro|\bhet\s+liefst\s+een\s+nacht|一晩|ひと晩)(?!\p{L})/iu, 8 * 60],
  [/\b(?:a\s+couple\s+(?:of\s+)?minutes|ein\s+paar\s+minuten|un\s+par\s+de\s+minutos|un\s+paio\s+di\s+minuti)(?!\p{L})/iu, 2],
  [/\b(?:a\s+few\s+(?:more\s+)?minutes|einige\s+minuten|wenige\s+minuten|quelques\s+minutes|unos\s+(?:pocos\s+)?minutos|algunos\s+minutos|qualche\s+minuto|alcuni\s+minuti|een\s+paar\s+minuten|enkele\s+minuten|alguns\s+minutos|uns\s+minutos|数分)(?!\p{L})/iu, 3],
];

const ANY_UNIT = new RegExp(UNIT, 'iu');
const WORD_SPAN_HINT = /hour|stunde|heure|hora|ora|uur|kwartier|nacht|nuit|noche|notte|noite|night|minut|dia para|晩|分/i;
const WORD_SPANS_GLOBAL = WORD_SPANS.map(([pattern, minutes]) => [new RegExp(pattern.source, 'giu'), minutes] as const);
const ONE_AND_HALF_WORD = new RegExp(`^(?:${ONE_AND_HALF})$`, 'i');
const LATIN_UNIT_WORDS = LATIN_UNIT.map(([pattern, minutes]) => [new RegExp(`^(?:${pattern})$`, 'i'), minutes] as const);
const CJK_UNIT_WORDS = CJK_UNIT.map(([pattern, minutes]) => [new RegExp(`^(?:${pattern})$`), minutes] as const);

/**
 * Finds every span of time in a step, in minutes, in English, German, French, Spanish, Italian,
 * Dutch, Portuguese and Japanese: digits, number words ("two or three minutes", "zwei Stunden"),
 * fractions ("1½ hours", "1,5 Stunden", "anderthalb Stunden"), halves and quarters ("eine halbe
 * Stunde", "une demi-heure", "un quarto d'ora"). A range ("ca. 20-25 Minuten", "10〜12分") counts
 * as its longer end: the food needs at most that, and a timer that rings early is the worse
 * mistake. "1 hour 30 minutes" is two spans; callers add them up.
 */
export function findDurations(step: string): StepDuration[] {
  const found: StepDuration[] = [];
  const taken: Array<[number, number]> = [];
  const free = (a: number, b: number) => !taken.some(([x, y]) => a < y && b > x);
  // The spans without a number all name an hour, a night or minutes: most text names none.
  for (const [global, minutes] of WORD_SPAN_HINT.test(step) ? WORD_SPANS_GLOBAL : []) {
    for (const m of allMatches(global, step)) {
      const at = m.index ?? 0;
      if (!free(at, at + m[0].length)) continue;
      found.push({ minutes, index: at });
      taken.push([at, at + m[0].length]);
    }
  }
  // Most text names no unit of time at all: the long number pattern only runs where one is.
  if (!ANY_UNIT.test(step)) return found.sort((a, b) => a.index - b.index);
  for (const m of allMatches(SPAN, step)) {
    const at = m.index ?? 0;
    if (!free(at, at + m[0].length)) continue;
    const low = amountOf(m[1]);
    const high = m[2] === undefined ? null : amountOf(m[2]);
    const amount = high !== null && low !== null ? Math.max(low, high) : low;
    const latin = (m[3] ?? '').toLowerCase();
    if (amount === null || !(amount > 0)) continue;
    const perUnit = latin !== '' ? latinMinutes(latin) : cjkMinutes(m[4] ?? '');
    if (perUnit === null) continue;
    // A number word alone before "h" ("a h") is no time; "an hour" is.
    if (latin === 'h' && !/\d/.test(m[1] ?? '')) continue;
    const half = m[5] !== undefined ? 0.5 : 0;
    found.push({ minutes: (amount + half) * perUnit, index: at });
    taken.push([at, at + m[0].length]);
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Every match of a global pattern; `exec` in a loop is several times cheaper than `matchAll` here. */
function allMatches(pattern: RegExp, text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    found.push(m);
    if (m[0] === '') pattern.lastIndex++;
  }
  return found;
}

function amountOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  const t = text.trim();
  if (ONE_AND_HALF_WORD.test(t)) return 1.5;
  const word = numberWord(t);
  if (word !== null) return word;
  return parseAmount(t.replace(/^(\d+),(\d+)$/, '$1.$2'));
}

function latinMinutes(unit: string): number | null {
  for (const [pattern, minutes] of LATIN_UNIT_WORDS) if (pattern.test(unit)) return minutes;
  return null;
}

function cjkMinutes(unit: string): number | null {
  for (const [pattern, minutes] of CJK_UNIT_WORDS) if (pattern.test(unit)) return minutes;
  return null;
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
