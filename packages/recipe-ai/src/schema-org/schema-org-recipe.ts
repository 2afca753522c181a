import type { IngredientLine } from '../text/ingredient-line';
import type { MethodStep } from '../text/recipe-text';

/**
 * A schema.org `Recipe` as read from a web page (JSON-LD or microdata), tidied into plain
 * values: text without markup, times in minutes, ingredient lines already read.
 */
export interface SchemaOrgRecipe {
  name: string;
  description: string;
  /** The page the recipe came from. */
  sourceUrl: string;
  ingredients: IngredientLine[];
  /** Method steps in order; `section` is the HowToSection name when the page has sections. */
  steps: MethodStep[];
  prepTimeMinutes: number | null;
  cookTimeMinutes: number | null;
  totalTimeMinutes: number | null;
  /** recipeYield as written ("4 servings", "Makes 12"). */
  recipeYield: string | null;
  /** The first number of recipeYield, when there is one. */
  servings: number | null;
  cuisine: string;
  /** `recipeCategory` as written ("Dessert", "Main course"), issue 34. */
  categories: string[];
  /** `inLanguage` as a two-letter code (issue 38.2), when the page states it. */
  language?: string;
}
