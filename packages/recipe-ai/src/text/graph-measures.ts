import type { DifficultyLevel, RecipeTaskDraft } from '@brigade/contracts';

/**
 * Minutes from the first task to the last when every task starts as soon as the tasks it
 * waits for are done: the length of the longest chain (the critical path). Assumes the tasks are
 * listed so that every dependency comes first, which the builders guarantee.
 */
export function criticalPathMinutes(tasks: readonly RecipeTaskDraft[]): number {
  const finish = new Map<string, number>();
  let longest = 0;
  for (const t of tasks) {
    const start = Math.max(0, ...t.depends_on.map((d) => finish.get(d) ?? 0));
    const end = start + t.estimated_duration_minutes;
    finish.set(t.key, end);
    longest = Math.max(longest, end);
  }
  return Math.max(1, longest);
}

/**
 * How many cooks can be busy at once: the widest level of the graph, where a task's level is
 * one more than its deepest dependency. Clamped to 1-6, a kitchen's worth.
 */
export function parallelWidth(tasks: readonly RecipeTaskDraft[]): number {
  const level = new Map<string, number>();
  const perLevel = new Map<number, number>();
  for (const t of tasks) {
    const l = Math.max(-1, ...t.depends_on.map((d) => level.get(d) ?? -1)) + 1;
    level.set(t.key, l);
    perLevel.set(l, (perLevel.get(l) ?? 0) + 1);
  }
  return Math.min(6, Math.max(1, ...perLevel.values()));
}

/** Difficulty from the size of the graph and the hardest skill it asks for. */
export function difficultyOf(tasks: readonly RecipeTaskDraft[]): DifficultyLevel {
  const hardest = Math.max(1, ...tasks.map((t) => t.skill_level));
  const bySize = tasks.length <= 8 ? 0 : tasks.length <= 15 ? 1 : tasks.length <= 25 ? 2 : 3;
  const bySkill = hardest >= 4 ? 3 : hardest - 1;
  const levels: DifficultyLevel[] = ['beginner', 'intermediate', 'advanced', 'expert'];
  return levels[Math.min(3, Math.max(bySize, bySkill))]!;
}

/**
 * Names of the ingredients no task uses, in list order: the import preview lists them so the
 * cook can attach them by hand (every other ingredient is attached to a task that uses it).
 */
export function unusedIngredients(draft: { ingredients: ReadonlyArray<{ name: string; used_in: readonly string[] }> }): string[] {
  return draft.ingredients.filter((i) => i.used_in.length === 0).map((i) => i.name);
}
