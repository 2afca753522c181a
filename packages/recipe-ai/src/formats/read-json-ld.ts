import { load, type CheerioAPI } from 'cheerio';
import { jsonLdRecipes, recipesInJsonLd } from '../schema-org/json-ld';
import { microdataRecipes } from '../schema-org/microdata';
import { safeSourceUrl } from '../schema-org/recipe-from-schema-org';
import { readRecipe } from '../schema-org/recipe-page';
import type { LinearRecipe } from './linear-recipe';
import { courseOfCategory } from './course-of-category';

/** Whether parsed JSON holds a schema.org Recipe (alone, in a list, a `@graph` or a `mainEntity`). */
export function holdsJsonLdRecipe(data: unknown): boolean {
  return recipesInJsonLd(data).length > 0;
}

/** Every schema.org Recipe of a `.json`/`.jsonld` file. */
export function readJsonLd(data: unknown, fallbackName: string): LinearRecipe[] {
  return recipesInJsonLd(data).map((raw) => linearOf(raw, fallbackName));
}

/** Every schema.org Recipe of a saved web page, from JSON-LD and microdata. */
export function readHtmlPage(html: string, fallbackName: string): LinearRecipe[] {
  const $ = load(html);
  return [...jsonLdRecipes($), ...microdataRecipes($)].map((raw) => linearOf(raw, fallbackName, $('title').first().text().trim(), $));
}

function linearOf(raw: Record<string, unknown>, fallbackName: string, pageTitle = '', $?: CheerioAPI): LinearRecipe {
  const url = typeof raw.url === 'string' ? raw.url : typeof raw['@id'] === 'string' ? raw['@id'] : '';
  const r = readRecipe(raw, url, $);
  const summed = (r.prepTimeMinutes ?? 0) + (r.cookTimeMinutes ?? 0);
  const named = typeof raw.name === 'string' || Array.isArray(raw.name) || typeof raw.headline === 'string';
  return {
    name: named ? r.name : pageTitle || fallbackName,
    description: r.description,
    servings: r.servings,
    sourceUrl: safeSourceUrl(r.sourceUrl),
    sourceId: typeof raw['@id'] === 'string' ? raw['@id'] : null,
    cuisine: r.cuisine,
    course: courseOfCategory(r.categories),
    language: r.language ?? null,
    totalMinutes: r.totalTimeMinutes ?? (summed > 0 ? summed : null),
    ingredients: r.ingredients,
    steps: r.steps,
  };
}
