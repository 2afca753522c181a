import { recipeDraft, type RecipeDraft, type RecipeTaskDraft } from '@brigade/contracts';
import { findCycle } from '@brigade/domain';
import type { IngredientLine } from './ingredient-line';
import { ingredientKeywords, sameFood, thingWords, wordsOf } from './kitchen-words';
import type { MethodStep } from './recipe-text';
import { criticalPathMinutes, difficultyOf, parallelWidth } from './graph-measures';
import { readStep } from './step-actions';
import { inferDependencies } from './step-dependencies';
import { ALONGSIDE_WORDS, AFTER_WORDS, EARLY_START, FRESH_START_WORDS, NEW_VESSEL_WORDS, VERBS } from './kitchen-languages';

/** An ingredient is named by a letter, or by a symbol or pictograph alone (Cooklang's "@🧂"), not by bare punctuation or figures. */
const NAMED = /[\p{L}\p{So}\p{Extended_Pictographic}]/u;

/** Everything a recipe source knows before it becomes a task graph. */
export interface RecipeParts {
  name: string;
  description?: string;
  ingredients: readonly IngredientLine[];
  steps: readonly MethodStep[];
  servings?: number | null;
  sourceUrl?: string | null;
  cuisine?: string | null;
  /** The source's own total time, preferred over the critical path when given. */
  totalMinutes?: number | null;
}

/** Pasted text (or a page) that holds no recipe the converter can use. */
export class TextConversionError extends Error {
  override readonly name = 'TextConversionError';
}

const ALONGSIDE = new RegExp(`^(?:${ALONGSIDE_WORDS})`, 'iu');
const AFTER = new RegExp(`^(?:${AFTER_WORDS})`, 'iu');
const JOINS = /^(?:to serve|serve|combine|assemble|bring (?:it all|everything) together|plate up|put (?:it all|everything) together|servieren|anrichten|servir|dresser|servire|serveren|opdienen)|\b(?:everything|all the (?:components|ingredients)|alles zusammen|tout ensemble|todo junto|tutto insieme|alles samen|tudo junto)\b/iu;
/** "While the potatoes are cooking, …": the clause names what the other strand is doing, not what this step uses. */
const WHILE_CLAUSE = /^(?:while|whilst|während|wahrend|pendant que|mientras|mentre|terwijl|enquanto)\b[^,]*,\s*/iu;

/** Steps that open with cutting or measuring work on fresh ingredients, not on the dish so far. */
const FRESH_START = new RegExp(`^(?:(?:meanwhile|in the meantime|now|next|${ALONGSIDE_WORDS})\\s*,?\\s*)?(?:${FRESH_START_WORDS})|^(?:\\p{L}+\\s+){1,6}?(?:${VERBS.cut}|abwiegen|wiegen|waschen)`, 'iu');
/** "In a large bowl, …", "Heat the oil in a frying pan": a new vessel starts a new strand. */
const NEW_VESSEL = new RegExp(`\\b(?:${NEW_VESSEL_WORDS})`, 'iu');
/** "Cut them", "Add it": works on what the step before made. */
const REFERS_BACK = /\b(?:it|them|this|these|the mixture|es|sie|ihn|ze)\b/iu;

/**
 * Turns recipe parts into a `recipeDraft`: one task per step, read for type, equipment, skills
 * and timers; dependencies from order and shared ingredients; ingredients linked to the tasks
 * that use them. Always returns a draft that passes `recipeDraft.parse` and has no cycle.
 * @throws TextConversionError when there are no steps to make tasks from.
 */
export function buildRecipeDraft(parts: RecipeParts): RecipeDraft {
  const steps = parts.steps.filter((s) => /\p{L}{2}/u.test(s.text));
  if (steps.length === 0) throw new TextConversionError('No recipe steps found in the text');

  const readings = steps.map((s) => readStep(s.text));
  const keys = uniqueKeys(steps.map((s) => stepName(s.text)));
  const deps = inferDependencies(
    steps.map((s, i) => {
      const early = EARLY_START.test(s.text) && !/^then\b/i.test(s.text);
      return {
        things: thingWords(s.text.replace(WHILE_CLAUSE, '').replace(ALONGSIDE, '')),
        // Putting things on a baking tray does not wait for the oven; baking does.
        equipment: readings[i]!.taskType === 'prep' || readings[i]!.taskType === 'assembly' ? readings[i]!.equipment.filter((e) => e !== 'oven') : readings[i]!.equipment,
        section: s.section,
        alongside: ALONGSIDE.test(s.text),
        // Work that can start early waits for the step before only when it works on its result.
        after: AFTER.test(s.text) && (!early || REFERS_BACK.test(s.text)),
        joins: JOINS.test(s.text),
        fresh: FRESH_START.test(s.text) || NEW_VESSEL.test(s.text),
        cleanup: readings[i]!.taskType === 'cleanup',
        early,
      };
    }),
  );

  const tasks: RecipeTaskDraft[] = steps.map((s, i) => {
    const r = readings[i]!;
    return {
      key: keys[i]!,
      name: stepName(s.text),
      description: s.text.slice(0, 2000),
      task_type: r.taskType,
      skill_level: r.skillLevel,
      estimated_duration_minutes: r.estimatedMinutes,
      timer_duration_minutes: r.timerMinutes,
      safety_level: r.safety,
      equipment: r.equipment,
      skill_requirements: r.skills,
      depends_on: deps[i]!.map((d) => keys[d]!),
      // Preparing more of something takes longer; cooking and timers do not.
      quantity_dependent: r.taskType === 'prep',
    };
  });

  // "While the potatoes are cooking, …" does not use the potatoes.
  const stepWords = steps.map((s) => [...new Set(wordsOf(s.text.replace(WHILE_CLAUSE, '')))]);
  const ingredients = parts.ingredients
    // A name of letters, or of a symbol or emoji alone (Cooklang's "@🧂"); not bare punctuation.
    .filter((ing) => NAMED.test(ing.name))
    .map((ing) => {
      const words = ingredientKeywords(ing.name);
      return {
        name: ing.name.slice(0, 200),
        quantity: ing.quantity !== null && ing.quantity > 0 ? ing.quantity : null,
        unit: ing.unit,
        used_in: keys.filter((_, i) => words.some((word) => stepWords[i]!.some((w) => sameFood(word, w)))),
      };
    });

  const criticalPath = criticalPathMinutes(tasks);
  const draft = recipeDraft.parse({
    name: tidyTitle(parts.name),
    description: (parts.description ?? '').slice(0, 4000),
    difficulty_level: difficultyOf(tasks),
    cuisine_type: (parts.cuisine ?? '').slice(0, 80),
    servings: clampServings(parts.servings),
    estimated_time_minutes: Math.min(7 * 24 * 60, Math.max(1, Math.round(parts.totalMinutes ?? criticalPath))),
    recommended_participants: parallelWidth(tasks),
    source_url: parts.sourceUrl ?? null,
    ingredients,
    tasks,
  });
  // Edges only point back in the written order, so this cannot fire; it guards future edits.
  const cycle = findCycle(draft.tasks.map((t) => t.key), draft.tasks.flatMap((t) => t.depends_on.map((d) => ({ task: t.key, dependsOn: d }))));
  if (cycle) throw new Error(`Converter produced a cycle: ${cycle.join(' -> ')}`);
  return draft;
}

/** A short task name: the step's first clause, without "Meanwhile," and without the full stop. */
export function stepName(step: string): string {
  const clause = step.replace(/^(?:meanwhile|in the meantime|then|next|finally)\s*,?\s*/i, '').split(/(?<=[.!?;])\s|,\s(?=then\b)/i)[0] ?? step;
  const trimmed = clause.replace(/[.!?;:,]+$/, '').trim();
  const name = trimmed.length > 80 ? `${trimmed.slice(0, 77).replace(/\s+\S*$/, '')}…` : trimmed;
  const fallback = name || step.trim().slice(0, 80) || 'Step';
  return fallback.charAt(0).toUpperCase() + fallback.slice(1);
}

const KEY_FILLER = new Set(['a', 'an', 'the', 'of', 'in', 'into', 'and', 'to', 'with', 'for', 'on', 'it', 'at']);

/** Keys from names ("chop-the-parsley"), made unique with a number where names repeat. */
function uniqueKeys(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name, i) => {
    const slug = name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .split('-')
      .filter((word) => !KEY_FILLER.has(word))
      .slice(0, 4)
      .join('-')
      .slice(0, 48)
      .replace(/-+$/, '');
    const base = slug || `step-${i + 1}`;
    let key = base;
    for (let n = 2; used.has(key); n++) key = `${base}-${n}`;
    used.add(key);
    return key;
  });
}

function tidyTitle(name: string): string {
  const t = name.replace(/^#+\s*/, '').replace(/\s+/g, ' ').trim().slice(0, 200).trim();
  return t || 'Imported recipe';
}

function clampServings(servings: number | null | undefined): number {
  if (servings === null || servings === undefined || !Number.isFinite(servings)) return 4;
  return Math.min(200, Math.max(1, Math.round(servings)));
}
