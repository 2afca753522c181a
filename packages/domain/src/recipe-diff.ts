/**
 * What an edit changes in a recipe's task graph: tasks added, removed or changed (with the
 * fields that changed), dependency edges added or removed, and the recipe's own fields. Tasks
 * are matched by key, as a saved recipe keeps a task whose key survives an edit. Pure: the
 * studio shows it before staff accept an AI edit, and the server computes it for the same.
 */

/** A task as the diff reads it: a recipe draft's task has these fields (and may have more). */
export interface DiffTask {
  key: string;
  name: string;
  description?: string;
  task_type?: string;
  skill_level?: number;
  estimated_duration_minutes?: number;
  timer_duration_minutes?: number | null;
  safety_level?: string;
  equipment?: readonly string[];
  skill_requirements?: readonly string[];
  quantity_dependent?: boolean;
  depends_on: readonly string[];
}

/** A recipe as the diff reads it (a `RecipeDraft` fits). */
export interface DiffRecipe {
  name?: string;
  description?: string;
  difficulty_level?: string;
  cuisine_type?: string;
  servings?: number;
  estimated_time_minutes?: number;
  recommended_participants?: number;
  tasks: readonly DiffTask[];
}

export type DiffValue = string | number | boolean | null | readonly string[];

export interface FieldChange {
  field: string;
  before: DiffValue;
  after: DiffValue;
}

export interface TaskRef {
  key: string;
  name: string;
}

export interface ChangedTask extends TaskRef {
  /** The name before, when the edit renamed the task. */
  previous_name?: string;
  changes: FieldChange[];
}

/** `from` must be finished before `to` starts. */
export interface EdgeRef {
  from: TaskRef;
  to: TaskRef;
}

export interface RecipeGraphDiff {
  recipe_changes: FieldChange[];
  tasks_added: TaskRef[];
  tasks_removed: TaskRef[];
  tasks_changed: ChangedTask[];
  edges_added: EdgeRef[];
  edges_removed: EdgeRef[];
}

/** Task fields compared, in the order a person reads a task card. */
export const DIFF_TASK_FIELDS = [
  'name',
  'description',
  'task_type',
  'skill_level',
  'estimated_duration_minutes',
  'timer_duration_minutes',
  'safety_level',
  'equipment',
  'skill_requirements',
  'quantity_dependent',
] as const satisfies ReadonlyArray<keyof DiffTask>;

/** Recipe fields compared. */
export const DIFF_RECIPE_FIELDS = [
  'name',
  'description',
  'difficulty_level',
  'cuisine_type',
  'servings',
  'estimated_time_minutes',
  'recommended_participants',
] as const satisfies ReadonlyArray<keyof DiffRecipe>;

/** Lists are compared as sets (equipment and skills have no order); absent reads as null. */
function normalised(value: unknown): DiffValue {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return [...new Set(value.map(String))].sort();
  return value as DiffValue;
}

function same(a: DiffValue, b: DiffValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

function fieldChanges<T extends object>(before: T, after: T, fields: ReadonlyArray<keyof T & string>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const a = normalised(before[field]);
    const b = normalised(after[field]);
    if (!same(a, b)) changes.push({ field, before: a, after: b });
  }
  return changes;
}

const edgeId = (from: string, to: string) => `${from}\u0000${to}`;

function edgesOf(recipe: DiffRecipe): Map<string, { from: string; to: string }> {
  const edges = new Map<string, { from: string; to: string }>();
  for (const task of recipe.tasks) for (const from of task.depends_on) edges.set(edgeId(from, task.key), { from, to: task.key });
  return edges;
}

/**
 * The changes that turn `before` into `after`. Lists keep the order of the recipe they come
 * from (removed tasks and edges in `before`'s order, the rest in `after`'s).
 */
export function diffRecipeGraphs(before: DiffRecipe, after: DiffRecipe): RecipeGraphDiff {
  const oldTasks = new Map(before.tasks.map((t) => [t.key, t]));
  const newTasks = new Map(after.tasks.map((t) => [t.key, t]));
  const ref = (key: string): TaskRef => ({ key, name: newTasks.get(key)?.name ?? oldTasks.get(key)?.name ?? key });

  const tasks_changed: ChangedTask[] = [];
  for (const task of after.tasks) {
    const old = oldTasks.get(task.key);
    if (!old) continue;
    const changes = fieldChanges(old, task, DIFF_TASK_FIELDS);
    if (changes.length === 0) continue;
    tasks_changed.push({ key: task.key, name: task.name, ...(old.name !== task.name ? { previous_name: old.name } : {}), changes });
  }

  const oldEdges = edgesOf(before);
  const newEdges = edgesOf(after);
  return {
    recipe_changes: fieldChanges(before, after, DIFF_RECIPE_FIELDS),
    tasks_added: after.tasks.filter((t) => !oldTasks.has(t.key)).map((t) => ({ key: t.key, name: t.name })),
    tasks_removed: before.tasks.filter((t) => !newTasks.has(t.key)).map((t) => ({ key: t.key, name: t.name })),
    tasks_changed,
    edges_added: [...newEdges].filter(([id]) => !oldEdges.has(id)).map(([, e]) => ({ from: ref(e.from), to: ref(e.to) })),
    edges_removed: [...oldEdges].filter(([id]) => !newEdges.has(id)).map(([, e]) => ({ from: ref(e.from), to: ref(e.to) })),
  };
}

/** True when applying the edit would change nothing the diff looks at. */
export function isEmptyDiff(diff: RecipeGraphDiff): boolean {
  return (
    diff.recipe_changes.length === 0 &&
    diff.tasks_added.length === 0 &&
    diff.tasks_removed.length === 0 &&
    diff.tasks_changed.length === 0 &&
    diff.edges_added.length === 0 &&
    diff.edges_removed.length === 0
  );
}
