import type { RecipeDraft } from '@brigade/contracts';
import { parseIngredientLine } from './ingredient-line';
import { buildRecipeDraft, TextConversionError } from './recipe-builder';
import { splitRecipeText } from './recipe-text';
import { separateNotes, withNotes } from './step-notes';
import { withOvenSettings } from './temperatures';

/**
 * Converts pasted recipe text into a recipe draft without any AI: title line, optional
 * ingredient list, numbered or paragraph steps. `hints.name` overrides the title line.
 * @throws TextConversionError when the text is empty or holds no steps.
 */
export function convertRecipeText(text: string, hints: { name?: string } = {}): RecipeDraft {
  if (typeof text !== 'string' || !/\p{L}{2}/u.test(text)) {
    throw new TextConversionError('Paste a recipe: the text is empty or has no words');
  }
  const parts = splitRecipeText(text);
  const name = hints.name?.trim() || parts.title || 'Pasted recipe';
  // Tips, sources, links and commentary are the recipe's notes, never tasks.
  const { work, notes } = separateNotes(parts.steps);
  const draft = buildRecipeDraft({
    name,
    description: withNotes(parts.description, notes),
    ingredients: parts.ingredientLines.map(parseIngredientLine),
    steps: work,
  });
  // "Heat the oven to 180 °C" gives the oven tasks their setting, as in files and pages.
  return { ...draft, tasks: withOvenSettings(draft.tasks) };
}
