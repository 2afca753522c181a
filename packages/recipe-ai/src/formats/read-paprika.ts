import type { LinearRecipe } from './linear-recipe';
import { minutesOf, servingsFrom, text, textParts } from './text-parts';
import { safeSourceUrl } from '../schema-org/recipe-from-schema-org';

type Json = Record<string, unknown>;

/**
 * A Paprika recipe (the gzipped JSON of a `.paprikarecipe`, one per entry of a
 * `.paprikarecipes` zip): `ingredients` and `directions` are plain text, one line each.
 */
export function isPaprikaRecipe(data: unknown): data is Json {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return false;
  const o = data as Json;
  return typeof o.name === 'string' && typeof o.directions === 'string' && (typeof o.ingredients === 'string' || 'uid' in o);
}

export function readPaprika(o: Json, fallbackName: string): LinearRecipe {
  const { ingredients, steps } = textParts(text(o.ingredients), text(o.directions));
  const prepAndCook = (minutesOf(o.prep_time) ?? 0) + (minutesOf(o.cook_time) ?? 0);
  return {
    name: text(o.name) || fallbackName,
    description: [text(o.description), text(o.notes)].filter(Boolean).join('\n\n'),
    servings: servingsFrom(o.servings),
    sourceUrl: safeSourceUrl(text(o.source_url)),
    sourceId: text(o.uid) ? `paprika:${text(o.uid)}` : null,
    totalMinutes: minutesOf(o.total_time) ?? (prepAndCook > 0 ? prepAndCook : null),
    ingredients,
    steps,
  };
}
