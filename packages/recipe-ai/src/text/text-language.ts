import { deu, eng, fra, ita, nld, por, spa } from 'stopword';

/** The stopword lists of the seven languages the text import reads, by two-letter code. */
const LISTS: ReadonlyArray<readonly [string, ReadonlySet<string>]> = [
  ['en', new Set(eng)],
  ['de', new Set(deu)],
  ['fr', new Set(fra)],
  ['es', new Set(spa)],
  ['it', new Set(ita)],
  ['nl', new Set(nld)],
  ['pt', new Set(por)],
];

/**
 * A stated language ('de-DE', 'fr_FR', 'es') as its two-letter code: schema.org `inLanguage`,
 * Cooklang's `locale` (issue 38.2). Undefined when it names none.
 */
export function languageCode(value: string): string | undefined {
  return /^([a-z]{2})(?:[-_]|$)/i.exec(value.trim())?.[1]?.toLowerCase();
}

/**
 * The language a recipe text is written in (issue 38.2), from its function words (the `stopword`
 * lists the text import already reads): the language whose words it uses most, when it uses at
 * least 3 of them and clearly more than any other (a quarter more); else undefined.
 */
export function textLanguage(text: string): string | undefined {
  const words = text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
  const scores = LISTS.map(([lang, list]) => [lang, words.filter((w) => list.has(w)).length] as const).sort((a, b) => b[1] - a[1]);
  const [best, next] = scores;
  if (!best || best[1] < 3 || (next && best[1] < next[1] * 1.25)) return undefined;
  return best[0];
}
