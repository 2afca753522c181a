import { load, type CheerioAPI } from 'cheerio';
import { isIngredientHeading, isMethodHeading, splitRecipeText, type RecipeTextParts } from '../text/recipe-text';

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, div, tr, dt, dd, blockquote, section, article';

/**
 * The recipe a page writes in its body, for pages whose schema.org Recipe names the dish but
 * holds no ingredients or steps (blogs that publish only the JSON-LD's title and author, such as
 * the Thermomix blogs): the block that holds both an "Ingredients" and a "Method" heading
 * (in the languages of `recipe-text`), read as lines and split as pasted text. Null when the page
 * has no such headings.
 */
export function recipeTextOfPage($: CheerioAPI): RecipeTextParts | null {
  const blocks = $(BLOCKS).toArray();
  const ownText = (el: (typeof blocks)[number]) => $(el).text().replace(/\s+/g, ' ').trim();
  const ingredientHeading = blocks.find((el) => isIngredientHeading(ownText(el)));
  if (!ingredientHeading) return null;
  // The nearest block around the ingredients heading that also holds the method heading.
  let container = ingredientHeading.parent;
  while (container && container.type === 'tag') {
    const holdsMethod = $(container)
      .find(BLOCKS)
      .toArray()
      .some((el) => isMethodHeading(headingText(ownText(el))));
    if (holdsMethod) break;
    container = container.parent;
  }
  if (!container || container.type !== 'tag') return null;
  const lines = linesOf($.html(container)).split('\n').map(headingText);
  const parts = splitRecipeText(lines.join('\n'));
  return parts.ingredientLines.length > 0 || parts.steps.length > 0 ? parts : null;
}

/** A page's heading may end in a full stop ("Preparación."): the heading without it. */
function headingText(line: string): string {
  const bare = line.trim().replace(/\.$/, '');
  return isMethodHeading(bare) || isIngredientHeading(bare) ? bare : line;
}

/** An HTML fragment as text, one line per block and per `<br>`. */
function linesOf(html: string): string {
  const $ = load(html, null, false);
  $('script, style, noscript, img, svg, button, nav, form').remove();
  $('br').replaceWith('\n');
  $(BLOCKS).append('\n');
  // Some CMSs store line breaks as the escape text "\r\n" inside the page's words.
  return $.root().text().replace(/\u00a0/g, ' ').replace(/(?:\\r)?\\n/g, '\n');
}
