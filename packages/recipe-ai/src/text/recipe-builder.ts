import { recipeDraft, type RecipeDraft, type RecipeTaskDraft } from '@brigade/contracts';
import { findCycle } from '@brigade/domain';
import type { IngredientLine } from './ingredient-line';
import { ingredientKeywords, thingWords, wordsOf } from './kitchen-words';
import type { MethodStep } from './recipe-text';
import { criticalPathMinutes, difficultyOf, parallelWidth } from './graph-measures';
import { readStep } from './step-actions';
import { inferDependencies } from './step-dependencies';

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

const ALONGSIDE = /^(?:meanwhile|in the meantime|at the same time|while\b|whilst\b|alongside|in parallel)/i;
const AFTER = /^(?:then|next|after (?:that|this)|afterwards|once\b|when\b|now\b|finally)/i;
const JOINS = /^(?:to serve|serve|combine|assemble|bring (?:it all|everything) together|plate up|put (?:it all|everything) together)|\b(?:everything|all the (?:components|ingredients))\b/i;

/** Steps that open with cutting or measuring work on fresh ingredients, not on the dish so far. */
const FRESH_START = /^(?:(?:meanwhile|in the meantime|now|next)\s*,?\s*)?(?:(?:roughly|finely|thinly|coarsely)\s+)?(?:chop|dice|slice|mince|grate|peel|trim|wash|rinse|cut|shred|crush|zest|juice|measure|weigh|sift|halve|quarter|deseed|core|pick|prepare|make the)\b/i;
/** "In a large bowl, …", "Heat the oil in a frying pan": a new vessel starts a new strand. */
const NEW_VESSEL = /\b(?:in|into|using)\s+(?:a|an|another)\s+(?:(?:separate|second|clean|large|small|medium|big|heavy|deep|heavy-based|non-stick|mixing|frying|roasting)\s+){0,2}(?:bowl|jug|pan|saucepan|pot|skillet|wok|dish|tin|tray|casserole)\b/i;

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
    steps.map((s, i) => ({
      things: thingWords(s.text.replace(ALONGSIDE, '')),
      equipment: readings[i]!.equipment,
      section: s.section,
      alongside: ALONGSIDE.test(s.text),
      after: AFTER.test(s.text),
      joins: JOINS.test(s.text),
      fresh: FRESH_START.test(s.text) || NEW_VESSEL.test(s.text),
      cleanup: readings[i]!.taskType === 'cleanup',
    })),
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

  const stepWords = steps.map((s) => new Set(wordsOf(s.text)));
  const ingredients = parts.ingredients
    .filter((ing) => /\p{L}/u.test(ing.name))
    .map((ing) => {
      const words = ingredientKeywords(ing.name);
      return {
        name: ing.name.slice(0, 200),
        quantity: ing.quantity !== null && ing.quantity > 0 ? ing.quantity : null,
        unit: ing.unit,
        used_in: keys.filter((_, i) => words.some((word) => stepWords[i]!.has(word))),
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
