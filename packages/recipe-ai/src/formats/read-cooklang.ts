import type { ApiText } from '@brigade/contracts';
import { Recipe, type FixedValue, type Range } from '@tmlmt/cooklang-parser';
import { safeSourceUrl } from '../schema-org/recipe-from-schema-org';
import type { LinearIngredient, LinearRecipe, LinearStep } from './linear-recipe';
import { canonicalUnit, minutesOf, servingsFrom, text } from './text-parts';

/** `>> key: value`: the first spec's metadata lines, which the parser reads as notes. */
const OLD_METADATA = /^>>\s*([^:\n]+?)\s*:\s*(.*)$/gm;

/** Whether a text reads as Cooklang: its markup for ingredients, cookware or timers, or its metadata. */
export function looksLikeCooklang(source: string): boolean {
  const braced = /(?:^|[\s(])[@#~][^\n@#~{}]{0,60}\{[^}\n]*\}/m;
  const bare = /(?:^|\s)@\p{L}/mu;
  return braced.test(source) || bare.test(source) || /^>>\s*[^:\n]+:/m.test(source);
}

/**
 * A Cooklang recipe (`.cook`), read with @tmlmt/cooklang-parser: YAML front matter (and the older
 * `>> key: value` lines, turned into front matter first), `@ingredients{qty%unit}`, `#cookware{}`,
 * `~timers{}`, sections and notes. Each paragraph is a step; its ingredients are linked to it.
 * The title comes from the metadata or the file name.
 */
export function readCooklang(source: string, fallbackName: string): LinearRecipe {
  const recipe = new Recipe(withFrontMatter(source));
  const meta = unquoted(recipe.metadata as Record<string, unknown>);
  const warnings: ApiText[] = [];
  const ingredients: LinearIngredient[] = recipe.ingredients.map((ing) => ({
    quantity: numberOf(ing.quantity),
    unit: canonicalUnit(ing.unit),
    name: ing.name.slice(0, 200),
  }));
  const references = recipe.ingredients.filter((i) => i.flags?.includes('recipe')).map((i) => i.name);
  if (references.length > 0) warnings.push({ code: 'import.warningRecipeReferences', params: { names: references.join(', ') } });

  const steps: LinearStep[] = [];
  for (const section of recipe.sections) {
    const sectionName = section.name.trim().toLowerCase() || null;
    for (const block of section.content) {
      if (block.type !== 'step') continue;
      let out = '';
      const used = new Set<string>();
      for (const item of block.items) {
        let piece = '';
        if (item.type === 'text') piece = item.value;
        else if (item.type === 'ingredient') {
          const ing = recipe.ingredients[item.index];
          piece = item.displayName || ing?.name || '';
          if (ing) used.add(ing.name);
        } else if (item.type === 'cookware') piece = recipe.cookware[item.index]?.name ?? '';
        else if (item.type === 'timer') {
          const timer = recipe.timers[item.index];
          const amount = timer ? numberOf(timer.duration) : null;
          piece = amount !== null && timer ? `${amount} ${timer.unit ?? 'minutes'}` : timer?.name ?? '';
        }
        // Two text pieces in a row come from two lines of one paragraph: keep a space between them.
        if (item.type === 'text' && out !== '' && !/\s$/.test(out) && !/^\s/.test(piece) && block.items.indexOf(item) > 0 && block.items[block.items.indexOf(item) - 1]?.type === 'text') out += ' ';
        out += piece;
      }
      const stepText = out.replace(/\s+/g, ' ').trim();
      if (stepText) steps.push({ text: stepText, section: sectionName, ingredients: [...used] });
    }
  }
  const prepAndCook = (minutesOf(meta['prep time'] ?? meta.prep_time) ?? 0) + (minutesOf(meta['cook time'] ?? meta.cook_time) ?? 0);
  return {
    name: text(meta.title) || fallbackName,
    description: text(meta.description) || text(meta.introduction),
    servings: servingsFrom(recipe.servings, meta.servings, meta.yield, meta.serves),
    sourceUrl: safeSourceUrl(sourceText(meta.source)),
    sourceId: null,
    cuisine: text(meta.cuisine) || null,
    totalMinutes: minutesOf(meta.time ?? meta.duration ?? meta['time required'] ?? meta['total time']) ?? (prepAndCook > 0 ? prepAndCook : null),
    ingredients,
    steps,
    warnings,
  };
}

/** Old `>> key: value` lines become YAML front matter when the file has none. */
function withFrontMatter(source: string): string {
  const normalised = source.replace(/\r\n?/g, '\n');
  if (/^---\n/.test(normalised)) return normalised;
  const pairs = [...normalised.matchAll(OLD_METADATA)].map((m) => `${m[1]!.trim()}: ${yamlValue(m[2]!.trim())}`);
  if (pairs.length === 0) return normalised;
  return `---\n${pairs.join('\n')}\n---\n${normalised.replace(OLD_METADATA, '')}`;
}

/** The parser keeps YAML's quotes around a quoted value ("title: \"Soup: a story\""); they are not part of it. */
function unquoted(meta: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(meta)) {
    if (typeof value === 'string' && /^"(?:[^"\\]|\\.)*"$/.test(value.trim())) {
      try {
        out[key] = JSON.parse(value.trim()) as unknown;
        continue;
      } catch {
        // Not JSON-style quoting: kept as written.
      }
    }
    out[key] = typeof value === 'string' && /^'.*'$/.test(value.trim()) ? value.trim().slice(1, -1).replace(/''/g, "'") : value;
  }
  return out;
}

/** Numbers stay numbers (the parser wants servings as one); anything else is quoted. */
function yamlValue(value: string): string {
  return /^\d+(?:\.\d+)?$/.test(value) ? value : JSON.stringify(value);
}

function sourceText(value: unknown): string {
  if (value && typeof value === 'object') return text((value as Record<string, unknown>).url);
  return text(value);
}

/** A Cooklang amount as a number (a range counts as its larger end); null for text amounts. */
function numberOf(q: FixedValue | Range | undefined): number | null {
  if (!q) return null;
  const value = q.type === 'range' ? q.max : q.value;
  const n = value.type === 'decimal' ? value.value : value.type === 'fraction' ? value.num / value.den : Number(value.value.replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? Math.round(n * 1000) / 1000 : null;
}
