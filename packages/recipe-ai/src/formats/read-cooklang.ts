import type { ApiText } from '@brigade/contracts';
import { safeSourceUrl } from '../schema-org/recipe-from-schema-org';
import { amountNumber, parseCooklang, restore } from './cooklang-parse';
import type { LinearIngredient, LinearRecipe, LinearStep } from './linear-recipe';
import { notesText } from './recipe-notes';
import { canonicalUnit, minutesOf, servingsFrom, text } from './text-parts';
import { languageCode } from '../text/text-language';

/** Whether a text reads as Cooklang: its markup for ingredients, cookware or timers, or its metadata. */
export function looksLikeCooklang(source: string): boolean {
  const braced = /(?:^|[\s(])[@#~][^\n@#~{}]{0,60}\{[^}\n]*\}/m;
  const bare = /(?:^|\s)@[\p{L}\p{So}]/mu;
  return braced.test(source) || bare.test(source) || /^>>\s*[^:\n]+:/m.test(source) || /^\s*\[-[\s\S]*?-\]/.test(source);
}

/**
 * A Cooklang recipe (`.cook`), read as the spec reads it (`parseCooklang`): front matter (or the
 * older `>> key: value` lines), `@ingredients{qty%unit}`, `#cookware{}`, `~timers{}`, sections and
 * notes (`> …`, the recipe's notes, never steps). Each paragraph is a step; its ingredients are linked to it. The title comes from the
 * metadata or the file name.
 */
export function readCooklang(source: string, fallbackName: string): LinearRecipe {
  const { metadata, sections, notes, recipe } = parseCooklang(source);
  const meta = Object.fromEntries(Object.entries(metadata).map(([k, v]) => [k.toLowerCase(), v]));
  const warnings: ApiText[] = [];
  const ingredients: LinearIngredient[] = [];
  const seen = new Set<number>();
  const references = recipe.ingredients.filter((i) => i.flags?.includes('recipe')).map((i) => restore(i.name));
  if (references.length > 0) warnings.push({ code: 'import.warningRecipeReferences', params: { names: references.join(', ') } });

  const steps: LinearStep[] = [];
  for (const section of sections) {
    const sectionName = section.name.trim().toLowerCase() || null;
    for (const items of section.steps) {
      let out = '';
      const used = new Set<string>();
      for (const item of items) {
        if (item.type === 'text') out += item.value;
        else if (item.type === 'ingredient') {
          out += item.name;
          const ing = recipe.ingredients[item.index];
          // A preparation ("@garlic{2%clove}(crushed)") is part of the name, as other formats write it.
          const name = restore(ing?.preparation ? `${ing.name}, ${ing.preparation}` : ing?.name ?? item.name).slice(0, 200);
          used.add(name);
          // Each amount given is kept (the same name twice with two amounts is two lines of the
          // list); a later mention without an amount only says the step uses it.
          const quantity = amountNumber(item.quantity);
          if (!seen.has(item.index) || quantity !== null) {
            const first = !seen.has(item.index);
            seen.add(item.index);
            if (first || quantity !== null) ingredients.push({ quantity, unit: canonicalUnit(item.units), name });
          }
        } else if (item.type === 'cookware') out += item.name;
        else {
          const amount = amountNumber(item.quantity);
          out += amount !== null ? `${amount} ${item.units || 'minutes'}` : item.name;
        }
      }
      const stepText = out.replace(/\u2060/g, '').replace(/\s+/g, ' ').trim();
      if (stepText) steps.push({ text: stepText, section: sectionName, ingredients: [...used] });
    }
  }
  // An ingredient that no step names (a hidden or list-only one) is still the recipe's.
  recipe.ingredients.forEach((ing, i) => {
    if (!seen.has(i)) ingredients.push({ quantity: null, unit: canonicalUnit(ing.unit), name: restore(ing.preparation ? `${ing.name}, ${ing.preparation}` : ing.name).slice(0, 200) });
  });
  const prepAndCook = (minutesOf(meta['prep time'] ?? meta.prep_time) ?? 0) + (minutesOf(meta['cook time'] ?? meta.cook_time) ?? 0);
  return {
    name: text(meta.title) || fallbackName,
    description: notesText(text(meta.description) || text(meta.introduction), notes),
    servings: servingsFrom(meta.servings, meta.serves, meta.yield),
    sourceUrl: safeSourceUrl(sourceText(meta.source)),
    sourceId: null,
    cuisine: text(meta.cuisine) || null,
    // Cooklang's canonical `locale` ("de_DE"), or a plain `language`.
    language: languageCode(text(meta.locale) || text(meta.language) || text(meta.lang)) ?? null,
    totalMinutes: minutesOf(meta.time ?? meta.duration ?? meta['time required'] ?? meta['total time']) ?? (prepAndCook > 0 ? prepAndCook : null),
    ingredients,
    steps,
    warnings,
  };
}

function sourceText(value: unknown): string {
  if (value && typeof value === 'object') return text((value as Record<string, unknown>).url);
  return text(value);
}
