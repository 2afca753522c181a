import type { AppDeps, Principal } from '../deps';
import { detailToStudioRecipe } from '../studio/recipe-shape';
import { editRecipe, type EditResult } from '../studio/studio.service';
import { getRecipeDetail } from './recipe.service';

/** What the AI is asked to check in a recipe whose graph the import rules built. */
export const REFINE_INSTRUCTION =
  'This recipe was imported from a file and turned into a task graph by rules. Check it as an experienced cook: ' +
  'each task should be one action; dependencies should say what really has to be finished first, so that independent work runs in parallel; ' +
  'timers should match the stated times (hands-off waiting is timer_passive, work the cook stays with is timer_active); ' +
  'fix equipment, skills and ingredient links that the words misled. Keep the steps, amounts and servings as written.';

/**
 * Asks the AI to refine an imported recipe's graph. Like any AI edit of a saved recipe, the
 * answer is a proposal for staff to accept or discard; the saved draft stays as it is. Needs
 * AI configured (503 otherwise); staff only.
 */
export async function refineImportedRecipe(deps: AppDeps, principal: Principal, recipeId: number, signal?: AbortSignal): Promise<EditResult> {
  const detail = await getRecipeDetail(deps, principal, recipeId);
  return editRecipe(deps, principal, { current_recipe: detailToStudioRecipe(detail), edit_instruction: REFINE_INSTRUCTION }, signal);
}
