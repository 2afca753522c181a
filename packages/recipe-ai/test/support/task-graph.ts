import type { RecipeDraft } from '@brigade/contracts';
import { findCycle } from '@brigade/domain';

/** Whether `later` transitively waits for `earlier`. */
export function waitsFor(draft: RecipeDraft, later: string, earlier: string): boolean {
  const byKey = new Map(draft.tasks.map((t) => [t.key, t]));
  const stack = [...(byKey.get(later)?.depends_on ?? [])];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const k = stack.pop()!;
    if (k === earlier) return true;
    if (seen.has(k)) continue;
    seen.add(k);
    stack.push(...(byKey.get(k)?.depends_on ?? []));
  }
  return false;
}

/** Two tasks with no path between them: cooks can do them at the same time. */
export function canRunTogether(draft: RecipeDraft, a: string, b: string): boolean {
  return !waitsFor(draft, a, b) && !waitsFor(draft, b, a);
}

export function isAcyclic(draft: RecipeDraft): boolean {
  return (
    findCycle(
      draft.tasks.map((t) => t.key),
      draft.tasks.flatMap((t) => t.depends_on.map((d) => ({ task: t.key, dependsOn: d }))),
    ) === null
  );
}

/** Tasks nothing waits for: a finished graph has exactly one. */
export function finalTasks(draft: RecipeDraft): string[] {
  const waited = new Set(draft.tasks.flatMap((t) => t.depends_on));
  return draft.tasks.filter((t) => !waited.has(t.key)).map((t) => t.key);
}

/** The task whose description contains `words`. */
export function taskAbout(draft: RecipeDraft, words: string): RecipeDraft['tasks'][number] {
  const task = draft.tasks.find((t) => t.description.toLowerCase().includes(words.toLowerCase()));
  if (!task) throw new Error(`No task about "${words}" in ${draft.tasks.map((t) => t.key).join(', ')}`);
  return task;
}
