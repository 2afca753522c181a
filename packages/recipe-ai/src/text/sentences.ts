/** Sentences end at . ! ? followed by a capital; "approx. 5" and "180 C." stay whole. */
export function splitSentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?])\s+(?=[\p{Lu}"“(])/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
