import { fieldErrorsOf, serverMessage } from '../../app/errors';
import type { Translate } from '../../i18n';

/** The reason of a failed save, for 'Failed to save task changes: {reason}'. */
export function errorReason(t: Translate, error: unknown): string {
  const fields = fieldErrorsOf(error);
  if (fields) {
    const lines = Object.entries(fields).flatMap(([field, messages]) => messages.map((m) => (field === 'non_field_errors' ? m : `${field}: ${m}`)));
    if (lines.length > 0) return lines.join('; ');
  }
  return serverMessage(error) ?? (error instanceof Error && error.message ? error.message : t('recipes.map.tryAgain'));
}

/** The server's cycle refusal ('This would create a cycle: A → B → A'), or null for other failures. */
export function cycleMessage(error: unknown): string | null {
  const fields = fieldErrorsOf(error);
  const candidates = [serverMessage(error), ...Object.values(fields ?? {}).flat()];
  return candidates.find((m): m is string => typeof m === 'string' && /cycle/i.test(m)) ?? null;
}

/**
 * Whether adding `source → target` to `edges` closes a loop; if so the loop's names in the
 * server's wording, 'This would create a cycle: A → B → A'. Used by the studio, which edits
 * dependencies locally before saving them.
 */
export function localCycleMessage(
  edges: ReadonlyArray<{ source: string; target: string }>,
  source: string,
  target: string,
  nameOf: (id: string) => string,
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
      return `This would create a cycle: ${names.join(' → ')}`;
    }
    for (const n of next.get(at) ?? []) {
      if (!seen.has(n)) {
        seen.add(n);
        previous.set(n, at);
        queue.push(n);
      }
    }
  }
  return source === target ? 'A task cannot depend on itself.' : null;
}
