import type { Plan } from '@brigade/domain';
import type { CookingSessionRow } from '@brigade/db';
import { iso } from '../clock';
import type { KitchenState } from './kitchen-state';
import { MINUTE_MS } from './scheduling-problem';

/** When the plan has each dish (recipe copy id) done, in kitchen time: the host's per-dish finish. */
export function recipeFinishOf(session: CookingSessionRow, state: KitchenState, result: Plan): Record<string, string> {
  const startMs = Date.parse(session.started_at!);
  const recipeFinish: Record<string, string> = {};
  for (const a of result.assignments) {
    const copy = String(state.taskById.get(a.taskId)?.session_recipe_id ?? '');
    const at = iso(startMs + a.end * MINUTE_MS);
    if (!recipeFinish[copy] || recipeFinish[copy]! < at) recipeFinish[copy] = at;
  }
  return recipeFinish;
}
