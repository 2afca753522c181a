import { findDurations, isoDurationMinutes } from '../text/durations';
import { parseIngredientLine } from '../text/ingredient-line';
import { splitRecipeText } from '../text/recipe-text';
import { readLeadingUnit } from '../text/units';
import { servingsOf } from '../schema-org/page-text';
import type { LinearIngredient, LinearStep } from './linear-recipe';

/**
 * An ingredient list and a method written as plain text (Paprika, Meal-Master), read by the
 * pasted-text rules: section headings ("For the sauce:"), numbered or one-per-line steps.
 */
export function textParts(ingredientText: string, methodText: string): { ingredients: LinearIngredient[]; steps: LinearStep[] } {
  const parts = splitRecipeText(`Ingredients:\n${ingredientText}\n\nMethod:\n${methodText}`);
  return {
    ingredients: parts.ingredientLines.map(parseIngredientLine).map(({ quantity, unit, name }) => ({ quantity, unit, name })),
    steps: parts.steps.map((s) => ({ text: s.text, section: s.section })),
  };
}

/** Minutes of a time as apps write it: "1 hr 20 mins", "PT1H20M", "90", 90. Null when none. */
export function minutesOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const iso = isoDurationMinutes(value);
  if (iso !== null) return iso;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) > 0 ? Number(value) : null;
  const total = findDurations(value).reduce((sum, d) => sum + d.minutes, 0);
  return total > 0 ? Math.round(total) : null;
}

/** Servings from a number or a yield text ("4 servings", "Serves 4-6"). */
export function servingsFrom(...values: unknown[]): number | null {
  for (const v of values) {
    if (typeof v === 'number' && Number.isFinite(v) && v >= 1) return Math.min(200, Math.round(v));
    const n = typeof v === 'string' ? servingsOf(v) : null;
    if (n !== null) return n;
  }
  return null;
}

/** A unit as a source spells it, in Brigade's canonical spelling where known ("Tablespoons" → tbsp). */
export function canonicalUnit(unit: string | null | undefined): string | null {
  const u = (unit ?? '').trim();
  if (u === '') return null;
  const known = readLeadingUnit(u);
  return known && known.length >= u.replace(/\.$/, '').length ? known.unit : u.slice(0, 40);
}

/** A text field of a JSON object, or ''. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** A positive number from a number or numeric text, or null. */
export function positive(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}
