import { parseTexts } from '@brigade/contracts';
import type { KitchenState } from '../live/engine/kitchen-state';

/** A bar's task and dish names in other languages (issue 38.2), for the page to pick its own. */
export function barTexts(state: Pick<KitchenState, 'taskById' | 'recipeOfCopy'>) {
  return (taskId: string, dish: string | null) => ({
    task_translations: parseTexts(state.taskById.get(taskId)?.translations),
    dish_translations: dish === null ? null : parseTexts(state.recipeOfCopy.get(Number(dish))?.translations),
  });
}
