import type { CheerioAPI } from 'cheerio';

/** A cheerio selection, typed without naming domhandler (not a direct dependency). */
type Selection = ReturnType<CheerioAPI>;

const RECIPE_SCOPE = '[itemscope][itemtype]';
const SINGLE = ['name', 'description', 'prepTime', 'cookTime', 'totalTime', 'recipeYield', 'recipeCuisine'] as const;

/**
 * Schema.org Recipes written as microdata (`itemscope itemtype=".../Recipe"`), turned into the
 * same property names JSON-LD uses so one normaliser reads both. Only properties that belong to
 * the recipe itself are read, not those of a nested item such as an author or a rating.
 */
export function microdataRecipes($: CheerioAPI): Array<Record<string, unknown>> {
  const recipes: Array<Record<string, unknown>> = [];
  $(RECIPE_SCOPE)
    .filter((_, el) => /(?:^|[/:#\s])Recipe(?:\s|$)/.test($(el).attr('itemtype') ?? ''))
    .each((_, el) => {
      const scope = $(el);
      const props = ownProps($, scope);
      const recipe: Record<string, unknown> = { '@type': 'Recipe' };
      for (const key of SINGLE) {
        const first = props(key)[0];
        if (first) recipe[key] = valueOf($, first);
      }
      recipe.recipeIngredient = [...props('recipeIngredient'), ...props('ingredients')].map((e) => valueOf($, e));
      recipe.recipeInstructions = props('recipeInstructions').flatMap((e) => instructionsOf($, e));
      recipes.push(recipe);
    });
  return recipes;
}

/** Elements with `itemprop=name` whose nearest item scope is `scope`. */
function ownProps($: CheerioAPI, scope: Selection) {
  const root = scope.get(0);
  return (name: string): Selection[] =>
    scope
      .find('[itemprop]')
      .filter((_, el) => {
        const names = ($(el).attr('itemprop') ?? '').split(/\s+/);
        if (!names.includes(name)) return false;
        const owner = $(el).parent().closest('[itemscope]').get(0);
        return owner === root;
      })
      .toArray()
      .map((el) => $(el));
}

/** The value an element gives its property, by the microdata rules for each tag. */
function valueOf($: CheerioAPI, e: Selection): string {
  const tag = (e.prop('tagName') ?? '').toLowerCase();
  if (tag === 'meta') return e.attr('content') ?? '';
  if (tag === 'time') return e.attr('datetime') ?? e.text();
  if (tag === 'data' || tag === 'meter') return e.attr('value') ?? e.text();
  if (e.attr('content') !== undefined) return e.attr('content') ?? '';
  return textWithBreaks($, e);
}

/**
 * Instructions may be one element holding a list, a paragraph per step, a nested HowToStep item,
 * or one element per step. Each becomes one or more step texts.
 */
function instructionsOf($: CheerioAPI, e: Selection): string[] {
  if (e.is('[itemscope]')) {
    const text = e.find('[itemprop~="text"]').first();
    return [text.length > 0 ? textWithBreaks($, text) : textWithBreaks($, e)];
  }
  const items = e.find('li');
  if (items.length > 0) return items.toArray().map((li) => textWithBreaks($, $(li)));
  const paragraphs = e.find('p');
  if (paragraphs.length > 0) return paragraphs.toArray().map((p) => textWithBreaks($, $(p)));
  return textWithBreaks($, e).split('\n');
}

/** Text with `<br>` and block ends kept as line breaks, so steps stay apart. */
function textWithBreaks($: CheerioAPI, e: Selection): string {
  const clone = e.clone();
  clone.find('br').replaceWith('\n');
  clone.find('p, li, div').each((_, el) => {
    $(el).append('\n');
  });
  return clone
    .text()
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l !== '')
    .join('\n');
}
