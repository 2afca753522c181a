import { parseIngredientLine } from '../text/ingredient-line';
import { methodSteps } from '../text/recipe-text';
import { safeSourceUrl } from '../schema-org/recipe-from-schema-org';
import type { LinearIngredient, LinearRecipe, LinearStep } from './linear-recipe';
import { canonicalUnit, minutesOf, positive, servingsFrom, text } from './text-parts';

type Json = Record<string, unknown>;

/**
 * Mealie's recipe JSON (its API and its export zips): schema.org-like names without `@type`,
 * ingredients as objects (`food`, `unit`, `quantity`, `note`) and instructions that point to
 * the ingredients they use (`ingredientReferences`).
 */
export function isMealieRecipe(data: unknown): data is Json {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return false;
  const o = data as Json;
  if ('@type' in o || typeof o.name !== 'string' || !Array.isArray(o.recipeInstructions)) return false;
  const ingredients = Array.isArray(o.recipeIngredient) ? o.recipeIngredient : [];
  return 'slug' in o || 'recipeServings' in o || 'orgURL' in o || ingredients.some((i) => i !== null && typeof i === 'object' && ('food' in i || 'note' in i || 'referenceId' in i));
}

export function readMealie(o: Json, fallbackName: string): LinearRecipe {
  const byReference = new Map<string, string>();
  const ingredients: LinearIngredient[] = [];
  for (const raw of Array.isArray(o.recipeIngredient) ? o.recipeIngredient : []) {
    const ing = mealieIngredient(raw);
    if (!ing) continue;
    ingredients.push(ing);
    const ref = raw && typeof raw === 'object' ? text((raw as Json).referenceId) : '';
    if (ref) byReference.set(ref, ing.name);
  }
  const steps: LinearStep[] = [];
  let section: string | null = null;
  for (const raw of Array.isArray(o.recipeInstructions) ? o.recipeInstructions : []) {
    const step = typeof raw === 'string' ? { text: raw } : raw && typeof raw === 'object' ? (raw as Json) : null;
    if (!step) continue;
    if (text(step.title)) section = text(step.title).toLowerCase();
    const refs = Array.isArray(step.ingredientReferences) ? step.ingredientReferences : [];
    const used = refs.map((r) => (r && typeof r === 'object' ? byReference.get(text((r as Json).referenceId)) : undefined)).filter((n): n is string => !!n);
    const lines = text(step.text).split('\n').map((line) => line.replace(/^\s*(?:[-*]|#+)\s+/, '').trim()).filter(Boolean);
    for (const s of methodSteps(lines.map((line) => ({ line, section })))) steps.push({ ...s, ingredients: used });
  }
  const prepAndCook = (minutesOf(o.prepTime) ?? 0) + (minutesOf(o.performTime ?? o.cookTime) ?? 0);
  const id = text(o.id) || text(o.slug);
  return {
    name: text(o.name) || fallbackName,
    description: text(o.description),
    servings: servingsFrom(o.recipeServings, o.recipeYield),
    sourceUrl: safeSourceUrl(text(o.orgURL)),
    sourceId: id ? `mealie:${id}` : null,
    totalMinutes: minutesOf(o.totalTime) ?? (prepAndCook > 0 ? prepAndCook : null),
    ingredients,
    steps,
  };
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
