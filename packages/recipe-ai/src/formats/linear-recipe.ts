import type { ApiText, Course, RecipeDraft } from '@brigade/contracts';

/** The file formats Brigade reads. */
export const RECIPE_FORMATS = ['brigade', 'jsonld', 'paprika', 'mealie', 'tandoor', 'cooklang', 'mealmaster', 'chowdown', 'copymethat', 'recipekeeper', 'plantoeat'] as const;
export type RecipeFormat = (typeof RECIPE_FORMATS)[number];

/** An ingredient as a source gives it, already split into amount, unit and name. */
export interface LinearIngredient {
  quantity: number | null;
  unit: string | null;
  name: string;
  /**
   * The group of the list it is in, as the source heads it ("Tomato sauce"). Recipe drafts have no
   * ingredient groups, so the graph builder keeps it as a note in the name: "Salt (Tomato sauce)".
   */
  group?: string | null;
}

/** One step of a source's method, in its written order. */
export interface LinearStep {
  text: string;
  /** The part of the recipe it belongs to ("Sauce"); steps of different sections are separate strands. */
  section: string | null;
  /** Names of the ingredients the source itself links to this step (Cooklang, Mealie, Tandoor). */
  ingredients?: readonly string[];
  /** Minutes the source states for the step when its text gives none (Tandoor's step time). */
  minutes?: number | null;
}

/** A recipe as most formats hold it: a list of ingredients and a list of steps. */
export interface LinearRecipe {
  name: string;
  description?: string;
  servings?: number | null;
  sourceUrl?: string | null;
  /** The source app's own id of the recipe (Paprika uid, Mealie id), to recognise a second import. */
  sourceId?: string | null;
  cuisine?: string | null;
  /** The course its category names (schema.org `recipeCategory`: Dessert, Vorspeise, …), issue 34. */
  course?: Course | null;
  totalMinutes?: number | null;
  /** The language the file says it is written in (two letters), issue 38.2; else it is read from its words. */
  language?: string | null;
  ingredients: readonly LinearIngredient[];
  steps: readonly LinearStep[];
  /** What the reader noticed (a skipped part, an unknown unit), by code (its English is `apiText`). */
  warnings?: readonly ApiText[];
}

/** One recipe read from a file, as a task graph ready to save as a draft. */
export interface ImportedRecipe {
  format: RecipeFormat;
  draft: RecipeDraft;
  sourceId: string | null;
  /** What to check in it, by code: `apiText(code, params)` is the English the import answers. */
  warnings: ApiText[];
}

/** A recipe of a file that could not be made into a task graph; the file's other recipes still import. */
export interface FailedRecipe {
  name: string;
  error: string;
  /** The reason's code and params, when the table has it (null: the English only). */
  text: ApiText | null;
}

/** Everything one file held. */
export interface ReadFileResult {
  recipes: ImportedRecipe[];
  failed: FailedRecipe[];
}
