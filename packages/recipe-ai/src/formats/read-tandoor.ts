import { methodSteps } from '../text/recipe-text';
import { safeSourceUrl } from '../schema-org/recipe-from-schema-org';
import type { LinearIngredient, LinearRecipe, LinearStep } from './linear-recipe';
import { notesText, splitNotes } from './recipe-notes';
import { canonicalUnit, positive, servingsFrom, text } from './text-parts';

type Json = Record<string, unknown>;

/**
 * Tandoor's `recipe.json` (one per inner zip of a Tandoor export): `steps`, each with its
 * `instruction` (Markdown), its own `ingredients` (`food`, `unit`, `amount`) and its `time` in
 * minutes; `working_time` and `waiting_time` for the whole recipe. A "Source", "Notes" or "Tips"
 * part of an instruction (and a bare link) goes to the recipe's notes, not its steps.
 */
export function isTandoorRecipe(data: unknown): data is Json {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return false;
  const o = data as Json;
  return typeof o.name === 'string' && Array.isArray(o.steps) && o.steps.some((s) => s !== null && typeof s === 'object' && ('instruction' in s || 'ingredients' in s));
}

export function readTandoor(o: Json, fallbackName: string): LinearRecipe {
  const ingredients: LinearIngredient[] = [];
  const steps: LinearStep[] = [];
  let section: string | null = null;
  const notes: string[] = [];
  const rawSteps = (o.steps as unknown[]).filter((s): s is Json => s !== null && typeof s === 'object');
  rawSteps.sort((a, b) => (positive(a.order) ?? 0) - (positive(b.order) ?? 0));
  for (const step of rawSteps) {
    const own: string[] = [];
    for (const raw of Array.isArray(step.ingredients) ? step.ingredients : []) {
      if (!raw || typeof raw !== 'object') continue;
      const i = raw as Json;
      const food = i.food && typeof i.food === 'object' ? text((i.food as Json).name) : text(i.food);
      if (i.is_header === true || !food) continue;
      const unit = i.unit && typeof i.unit === 'object' ? text((i.unit as Json).name) : text(i.unit);
      const note = text(i.note);
      const name = (note ? `${food}, ${note}` : food).slice(0, 200);
      ingredients.push({ quantity: i.no_amount === true ? null : positive(i.amount), unit: i.no_amount === true ? null : canonicalUnit(unit), name });
      own.push(name);
    }
    // An unnamed step goes on with the part of the recipe before it.
    section = text(step.name).toLowerCase() || section;
    const split = splitNotes(text(step.instruction).split('\n'));
    notes.push(...split.notes.map((line) => line.replace(/[*_`]/g, '')));
    const lines = split.method
      .map((line) => line.replace(/^\s*(?:[-*+]|#+)\s+/, '').replace(/[*_`]/g, '').trim())
      .filter(Boolean);
    const read = methodSteps(lines.map((line) => ({ line, section })));
    const minutes = positive(step.time);
    if (read.length === 0 && own.length > 0) read.push({ text: `Prepare ${own.join(', ')}.`, section });
    read.forEach((s, i) => steps.push({ ...s, ingredients: own, minutes: i === read.length - 1 ? minutes : null }));
  }
  const total = (positive(o.working_time) ?? 0) + (positive(o.waiting_time) ?? 0);
  return {
    name: text(o.name) || fallbackName,
    description: notesText(text(o.description), notes),
    servings: servingsFrom(o.servings, o.servings_text),
    sourceUrl: safeSourceUrl(text(o.source_url)),
    sourceId: null,
    totalMinutes: total > 0 ? total : null,
    ingredients,
    steps,
  };
}
