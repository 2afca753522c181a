import { fieldErrorsOf, serverMessage } from '../../app/errors';
import { API_TEXTS, apiText } from '@brigade/contracts';
import { translateApiText, type Translate } from '../../i18n';

/** The reason of a failed save, for 'Failed to save task changes: {reason}', in the page's language. */
export function errorReason(t: Translate, error: unknown): string {
  const fields = fieldErrorsOf(error, t);
  if (fields) {
    const lines = Object.entries(fields).flatMap(([field, messages]) => messages.map((m) => (field === 'non_field_errors' ? m : `${field}: ${m}`)));
    if (lines.length > 0) return lines.join('; ');
  }
  return serverMessage(error, t) ?? (error instanceof Error && error.message ? error.message : t('recipes.map.tryAgain'));
}

/**
 * The server's cycle refusal ('This would create a cycle: A → B → A') in the page's language, or
 * null for other failures. The server's English tells which message it is.
 */
export function cycleMessage(t: Translate, error: unknown): string | null {
  const pairs: Array<[string | null, string | null]> = [[serverMessage(error), serverMessage(error, t)]];
  const english = fieldErrorsOf(error);
  const local = fieldErrorsOf(error, t);
  for (const [field, messages] of Object.entries(english ?? {})) messages.forEach((m, i) => pairs.push([m, local?.[field]?.[i] ?? m]));
  return pairs.find(([m]) => typeof m === 'string' && /cycle/i.test(m))?.[1] ?? null;
}

/**
 * Whether adding `source → target` to `edges` closes a loop; if so the loop's names in the
 * server's wording, 'This would create a cycle: A → B → A'. Used by the studio, which edits
 * dependencies locally before saving them. With `t`, the words of the server's own refusal in the
 * page's language (api catalogue); without, its English.
 */
export function localCycleMessage(
  edges: ReadonlyArray<{ source: string; target: string }>,
  source: string,
  target: string,
  nameOf: (id: string) => string,
  t?: Translate,
): string | null {
  // A path target ⇝ source already exists → the new edge closes a cycle.
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.source, [...(next.get(e.source) ?? []), e.target]);
  const previous = new Map<string, string>();
  const queue = [target];
  const seen = new Set([target]);
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === source) {
      const path = [source];
      let step = source;
      while (step !== target) {
        step = previous.get(step)!;
        path.unshift(step);
      }
      // path: target … source; the cycle reads source → target … source.
      const names = [source, ...path].map(nameOf);
      const text = { code: 'recipe.cycle', params: { names: names.join(' → ') } };
      return t ? translateApiText(t, text, apiText('recipe.cycle', text.params)) : apiText('recipe.cycle', text.params);
    }
    for (const n of next.get(at) ?? []) {
      if (!seen.has(n)) {
        seen.add(n);
        previous.set(n, at);
        queue.push(n);
      }
    }
  }
  if (source !== target) return null;
  return t ? translateApiText(t, { code: 'recipe.selfDependencyDot' }, API_TEXTS['recipe.selfDependencyDot']) : API_TEXTS['recipe.selfDependencyDot'];
}
