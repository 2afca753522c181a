import { recipeDraft, type ApiText, type RecipeDraft, type RecipeTaskDraft } from '@brigade/contracts';
import { findDurations, wholeMinutes } from '../text/durations';
import { criticalPathMinutes, difficultyOf, parallelWidth } from '../text/graph-measures';
import { ingredientKeywords, thingWords, wordsOf } from '../text/kitchen-words';
import { buildRecipeDraft, TextConversionError } from '../text/recipe-builder';
import { separateNotes, withNotes } from '../text/step-notes';
import { withOvenSettings } from '../text/temperatures';
import { splitActions } from './action-split';
import type { LinearRecipe } from './linear-recipe';

/** A recipe bigger than this is cut, with a warning: nobody cooks 200 tasks together. */
export const MAX_TASKS = 150;

/** "Cut them into chunks", "sie würfeln", "les couper": an action that works on what the one before it made. */
const REFERS_BACK = /(?<![\p{L}])(?:it|them|this|these|the mixture|the lot|the rest|es|sie|ihn|alles|ze)(?![\p{L}'’])/iu;

/**
 * Turns a linear recipe (ingredients and steps, as every format holds it) into a task graph:
 * each step split into one-action tasks, read for type, equipment, skills and timers by the same
 * rules as pasted text, with dependencies from what each task handles, so independent work runs
 * in parallel. A stated time on hands-on work ("stir for 2 minutes") becomes a timer the cook
 * stays with; on waiting work ("roast for 75 minutes") one that runs by itself.
 * @throws TextConversionError when there are no steps.
 */
export function graphFromLinear(linear: LinearRecipe): { draft: RecipeDraft; warnings: ApiText[] } {
  const warnings: ApiText[] = [...(linear.warnings ?? [])];
  // A whole step that is a note (a source, a link, a tip) never becomes tasks; nor does a
  // sentence of commentary inside a step.
  const whole = separateNotes(linear.steps.map((step, stepIndex) => ({ ...step, stepIndex })));
  const notes = [...whole.notes];
  let actions = whole.work.flatMap((step) => {
    const stepIndex = step.stepIndex;
    const parts = separateNotes(splitActions(step.text).map((text) => ({ text })));
    notes.push(...parts.notes);
    return parts.work.map(({ text }, part, all) => {
      const previous = all[part - 1]?.text;
      // A later action of the same step that works on the earlier one's result waits for it.
      const continues = previous !== undefined && (REFERS_BACK.test(text) || shares(previous, text));
      return { text, builderText: continues ? `Then ${text}` : text, section: step.section, stepIndex };
    });
  });
  if (actions.length === 0) throw new TextConversionError('no steps to make tasks from');
  if (actions.length > MAX_TASKS) {
    warnings.push({ code: 'import.warningTooManyActions', params: { count: actions.length, max: MAX_TASKS } });
    actions = actions.slice(0, MAX_TASKS);
  }

  const built = buildRecipeDraft({
    name: linear.name,
    description: withNotes(linear.description ?? '', notes),
    ingredients: linear.ingredients.map((i) => {
      // A group heading of the source's list stays with its ingredients: "Chiles (Tomato sauce)".
      const name = i.group ? `${i.name} (${i.group})`.slice(0, 200) : i.name;
      return { text: i.name, quantity: i.quantity, unit: i.unit, name };
    }),
    steps: actions.map((a) => ({ text: a.builderText, section: a.section })),
    servings: linear.servings ?? null,
    sourceUrl: linear.sourceUrl ?? null,
    cuisine: linear.cuisine ?? null,
    totalMinutes: linear.totalMinutes ?? null,
  });

  const timed: RecipeTaskDraft[] = built.tasks.map((task, i) => {
    const action = actions[i]!;
    const step = linear.steps[action.stepIndex]!;
    const lastOfStep = actions[i + 1]?.stepIndex !== action.stepIndex;
    return withStatedTime({ ...task, description: action.text.slice(0, 2000) }, action.text, lastOfStep ? step.minutes ?? null : null);
  });
  // Issue 34: "bake at 180 °C" gives the oven task its temperature, carried on to later oven tasks.
  const tasks = withOvenSettings(timed, actions.map((a) => a.text));

  const keysOfStep = (stepIndex: number) => tasks.filter((_, i) => actions[i]!.stepIndex === stepIndex);
  const ingredients = built.ingredients.map((ing) => {
    const linkedSteps = linear.steps.flatMap((s, i) => (s.ingredients?.some((n) => sameName(n, ing.name)) ? [i] : []));
    if (linkedSteps.length === 0) return ing;
    // The source says which steps use it: the tasks of those steps that name it (or the first).
    const words = ingredientKeywords(ing.name);
    const own = linkedSteps.flatMap((st) => keysOfStep(st));
    const naming = own.filter((t) => wordsOf(t.description).some((w) => words.includes(w)));
    const used = (naming.length > 0 ? naming : own.slice(0, 1)).map((t) => t.key);
    return { ...ing, used_in: [...new Set(used)] };
  });

  const unused = ingredients.filter((i) => i.used_in.length === 0).map((i) => i.name);
  if (linear.ingredients.length === 0) warnings.push({ code: 'import.warningNoIngredients', params: {} });
  else if (unused.length > 0) warnings.push({ code: 'import.warningUnusedIngredients', params: { names: `${unused.slice(0, 8).join(', ')}${unused.length > 8 ? ', …' : ''}` } });
  if (linear.servings === null || linear.servings === undefined) warnings.push({ code: 'import.warningNoServings', params: { servings: 4 } });
  const untimed = actions.filter((a) => findDurations(a.text).length === 0).length;
  if (untimed > 0) warnings.push({ code: 'import.warningUntimed', params: { untimed, count: tasks.length } });

  const draft = recipeDraft.parse({
    ...built,
    course: linear.course ?? null,
    ...(linear.language ? { language: linear.language } : {}),
    ingredients,
    tasks,
    difficulty_level: difficultyOf(tasks),
    recommended_participants: parallelWidth(tasks),
    estimated_time_minutes: linear.totalMinutes ? built.estimated_time_minutes : Math.min(7 * 24 * 60, criticalPathMinutes(tasks)),
  });
  return { draft, warnings };
}

/**
 * Hands-on work with a stated time is a timer the cook stays with ("stir for 2 minutes", "fry
 * for 5 minutes"); a step time the source gives (Tandoor) sets the minutes when the text has none.
 */
function withStatedTime(task: RecipeTaskDraft, text: string, sourceMinutes: number | null): RecipeTaskDraft {
  const isTimer = task.task_type === 'timer_active' || task.task_type === 'timer_passive';
  const durations = findDurations(text);
  if (!isTimer && task.task_type !== 'cleanup' && durations.length > 0) {
    const minutes = wholeMinutes(durations.reduce((sum, d) => sum + d.minutes, 0));
    // Boiling or steaming for a while runs by itself unless the step asks for hands on it.
    const passive = LEFT_ALONE.test(text) && !HANDS_ON.test(text);
    return { ...task, task_type: passive ? 'timer_passive' : 'timer_active', timer_duration_minutes: minutes, estimated_duration_minutes: Math.max(task.estimated_duration_minutes, minutes) };
  }
  if (durations.length === 0 && sourceMinutes !== null && sourceMinutes > 0) {
    const minutes = wholeMinutes(sourceMinutes);
    return { ...task, estimated_duration_minutes: minutes, ...(isTimer ? { timer_duration_minutes: minutes } : {}) };
  }
  return task;
}

const LEFT_ALONE = /\b(?:boil|steam|blanch|cover(?:ed)? and cook|leave|let (?:it|them)|microwave|pressure[- ]cook|slow[- ]cook)/i;
const HANDS_ON = /\b(?:stir|whisk|toss|flip|turn|baste|beat|knead|watch)/i;

function shares(a: string, b: string): boolean {
  const mine = thingWords(a);
  return [...thingWords(b)].some((w) => mine.has(w));
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
