import { opensWithAction } from '../text/step-actions';
import { splitSentences } from '../text/recipe-text';
import { MOVING_WORDS, THEN_WORDS } from '../text/kitchen-languages';

/** Verbs that move things rather than cook them; they still start an action of their own. */
const MOVING_VERBS = new RegExp(`^(?:${MOVING_WORDS})`, 'iu');

const THEN = new RegExp(`\\s*(?:,|;)?\\s+(?:${THEN_WORDS})\\s+`, 'iu');
const AND_OR_COMMA = /(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?=\p{L})/u;

/**
 * Splits one written step into actions a cook does one at a time: sentences first, then
 * clauses joined by "then", and clauses joined by "and" or a comma when the clause after it
 * opens with a command ("Peel the potatoes and cut them into chunks" is two actions, "Season with
 * salt and pepper" and "Cook, stirring, until soft" are one). A clause of one word stays with its
 * neighbour ("Chop and fry the onion").
 */
export function splitActions(step: string): string[] {
  const sentences = splitSentences(step.replace(/\s+/g, ' ').trim()).flatMap((s) => s.split(/;\s+/));
  const actions = sentences.flatMap((sentence) => sentence.split(THEN).flatMap(splitClauses));
  return actions
    .map((a) => a.trim().replace(/^[,;:\s]+/, ''))
    .filter((a) => /\p{L}{2}/u.test(a))
    .map((a) => a.charAt(0).toUpperCase() + a.slice(1));
}

function splitClauses(sentence: string): string[] {
  const parts = sentence.split(AND_OR_COMMA);
  const out: string[] = [];
  const joiners = [...sentence.matchAll(new RegExp(AND_OR_COMMA.source, 'gu'))].map((m) => m[0]);
  parts.forEach((part, i) => {
    const previous = out[out.length - 1];
    const startsAction = opensWithAction(part) || MOVING_VERBS.test(part.trim());
    const bothWhole = previous !== undefined && words(previous) >= 2 && words(part) >= 2;
    if (previous === undefined || (startsAction && bothWhole)) out.push(part);
    else out[out.length - 1] = `${previous}${joiners[i - 1] ?? ' '}${part}`;
  });
  return out;
}

function words(text: string): number {
  return text.trim().split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
}
