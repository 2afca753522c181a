import { parseIngredientLine } from '../text/ingredient-line';
import { methodSteps } from '../text/recipe-text';
import { safeSourceUrl } from '../schema-org/recipe-from-schema-org';
import type { LinearIngredient, LinearRecipe, LinearStep } from './linear-recipe';
import { notesText, splitNotes } from './recipe-notes';
import { canonicalUnit, minutesOf, positive, servingsFrom, text } from './text-parts';

type Json = Record<string, unknown>;

/**
 * Mealie's recipe JSON (its API and its export zips) of every era: schema.org-like names without
 * `@type` (today's camelCase `recipeIngredient`/`recipeInstructions`, or the snake_case
 * `recipe_ingredient`/`recipe_instructions` of exports before v1), ingredients as objects (`food`,
 * `unit`, `quantity`, `note`) and instructions that point to the ingredients they use
 * (`ingredientReferences`). Its `notes` (title and text) become the recipe's notes.
 */
export function isMealieRecipe(data: unknown): data is Json {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return false;
  const o = data as Json;
  if ('@type' in o || typeof o.name !== 'string') return false;
  const instructions = o.recipeInstructions ?? o.recipe_instructions;
  if (!Array.isArray(instructions)) return false;
  const ingredients = Array.isArray(o.recipeIngredient) ? o.recipeIngredient : Array.isArray(o.recipe_ingredient) ? o.recipe_ingredient : [];
  return (
    'slug' in o ||
    'recipeServings' in o ||
    'orgURL' in o ||
    'org_url' in o ||
    'recipe_instructions' in o ||
    ingredients.some((i) => i !== null && typeof i === 'object' && ('food' in i || 'note' in i || 'referenceId' in i))
  );
}

/** A field by its camelCase name or, in older exports, its snake_case one. */
const field = (o: Json, camel: string, snake: string): unknown => o[camel] ?? o[snake];

export function readMealie(o: Json, fallbackName: string): LinearRecipe {
  const rawIngredients = field(o, 'recipeIngredient', 'recipe_ingredient');
  const rawInstructions = field(o, 'recipeInstructions', 'recipe_instructions');
  const byReference = new Map<string, string>();
  const ingredients: LinearIngredient[] = [];
  for (const raw of Array.isArray(rawIngredients) ? rawIngredients : []) {
    const ing = mealieIngredient(raw);
    if (!ing) continue;
    ingredients.push(ing);
    const ref = raw && typeof raw === 'object' ? text((raw as Json).referenceId) : '';
    if (ref) byReference.set(ref, ing.name);
  }
  const steps: LinearStep[] = [];
  let section: string | null = null;
  const notes: string[] = [];
  for (const raw of Array.isArray(rawInstructions) ? rawInstructions : []) {
    const step = typeof raw === 'string' ? { text: raw } : raw && typeof raw === 'object' ? (raw as Json) : null;
    if (!step) continue;
    if (text(step.title)) section = text(step.title).toLowerCase();
    const refs = Array.isArray(step.ingredientReferences) ? step.ingredientReferences : [];
    const used = refs.map((r) => (r && typeof r === 'object' ? byReference.get(text((r as Json).referenceId)) : undefined)).filter((n): n is string => !!n);
    const split = splitNotes(text(step.text).split('\n'));
    notes.push(...split.notes);
    const lines = split.method.map((line) => line.replace(/^\s*(?:[-*]|#+)\s+/, '').trim()).filter(Boolean);
    for (const s of methodSteps(lines.map((line) => ({ line, section })))) steps.push({ ...s, ingredients: used });
  }
  const prepAndCook = (minutesOf(field(o, 'prepTime', 'prep_time')) ?? 0) + (minutesOf(o.performTime ?? o.perform_time ?? o.cookTime ?? o.cook_time) ?? 0);
  const id = text(o.id) || text(o.slug);
  return {
    name: text(o.name) || fallbackName,
    description: notesText(text(o.description), mealieNotes(o.notes), notes),
    servings: servingsFrom(field(o, 'recipeServings', 'recipe_servings'), field(o, 'recipeYield', 'recipe_yield')),
    sourceUrl: safeSourceUrl(text(field(o, 'orgURL', 'org_url'))),
    sourceId: id ? `mealie:${id}` : null,
    totalMinutes: minutesOf(field(o, 'totalTime', 'total_time')) ?? (prepAndCook > 0 ? prepAndCook : null),
    ingredients,
    steps,
  };
}

/** Mealie's notes: `{title, text}` each, as paragraphs. */
function mealieNotes(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((n) => (typeof n === 'string' ? n : n && typeof n === 'object' ? [text((n as Json).title), text((n as Json).text)].filter(Boolean).join(': ') : ''))
    .filter(Boolean);
}

function mealieIngredient(raw: unknown): LinearIngredient | null {
  if (typeof raw === 'string') return lineIngredient(raw);
  if (!raw || typeof raw !== 'object') return null;
  const i = raw as Json;
  const food = typeof i.food === 'string' ? i.food : i.food && typeof i.food === 'object' ? text((i.food as Json).name) : '';
  if (!food) return lineIngredient(text(i.originalText) || text(i.note) || text(i.display));
  const unitName = typeof i.unit === 'string' ? i.unit : i.unit && typeof i.unit === 'object' ? text((i.unit as Json).abbreviation) || text((i.unit as Json).name) : '';
  const note = text(i.note);
  return { quantity: positive(i.quantity), unit: canonicalUnit(unitName), name: (note ? `${food}, ${note}` : food).slice(0, 200) };
}

function lineIngredient(line: string): LinearIngredient | null {
  if (!/\p{L}/u.test(line)) return null;
  const { quantity, unit, name } = parseIngredientLine(line);
  return { quantity, unit, name };
}
