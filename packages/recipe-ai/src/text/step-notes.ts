import { findDurations } from './durations';
import { CHATTER, ENJOY, KEEPS, LINK, NOTE_LABEL, SIGN_OFF } from './kitchen-languages';
import { splitSentences } from './sentences';
import { namesKitchenWork } from './step-actions';

/**
 * Whether a line of a method is a note rather than work for a cook: a labelled tip, note,
 * source or serving suggestion ("Source: …", "Tipp: …", "Astuce : …"), a bare link or site name,
 * a wish of good appetite, the writer signing off ("Un saludo", "don't forget to like"), how long the dish keeps, or the writer's commentary that asks nothing
 * of the cook ("Und dann saugt sich das Zeug mit Öl voll", "I love this with rice!").
 */
export function isNote(text: string): boolean {
  const t = text.replace(/^[\s*•·–—-]+/u, '').trim();
  if (t === '') return true;
  if (NOTE_LABEL.test(t) || LINK.test(t) || ENJOY.test(t) || SIGN_OFF.test(t)) return true;
  const keeps = KEEPS.test(t);
  // Neither chatter nor keeping: work (the common case), without reading it for verbs and times.
  if (!keeps && !CHATTER.test(t)) return false;
  if (namesKitchenWork(t) || findDurations(t).length > 0) return keeps && /\bdays?\b|\btage?\b|\bjours?\b|\bd[ií]as?\b|\bgiorni\b|\bdagen\b|\bweeks?\b/iu.test(t);
  return true;
}

/**
 * Splits method lines into the work and the notes, the notes in their order. A sentence of
 * commentary inside a step ("Und dann saugt sich das Zeug mit Öl voll.") leaves the step too.
 */
export function separateNotes<T extends { text: string }>(lines: readonly T[]): { work: T[]; notes: string[] } {
  const work: T[] = [];
  const notes: string[] = [];
  for (const line of lines) {
    if (isNote(line.text)) { notes.push(line.text.trim()); continue; }
    const sentences = splitSentences(line.text);
    const asides = sentences.filter((s) => isNote(s));
    if (asides.length === 0 || asides.length === sentences.length) { work.push(line); continue; }
    notes.push(...asides);
    work.push({ ...line, text: sentences.filter((s) => !asides.includes(s)).join(' ') });
  }
  return { work, notes };
}

/** A description with the notes after it, one a line, within the contract's 4,000 characters. */
export function withNotes(description: string, notes: readonly string[]): string {
  const kept = notes.filter((n) => n !== '' && !description.includes(n));
  return [description.trim(), ...kept].filter((p) => p !== '').join('\n').slice(0, 4000);
}
