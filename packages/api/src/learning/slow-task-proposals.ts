/**
 * A recipe task that keeps taking longer than written offers an edit (issue 37): a proposal in the
 * studio (migration 0007's recipe edit proposals), for staff to accept or discard, never applied
 * silently. A task qualifies when kitchens' observations of it come from at least
 * SLOW_TASK_MEALS meals and its shrunk pace (the pace model's prior included) is at least
 * SLOW_TASK_PACE: the proposal sets its minutes to what that pace makes of them. A pending AI
 * edit by staff is never replaced; an earlier proposal of Brigade's is.
 */
import { apiText } from '@brigade/contracts';
import { atPace, isOutlier, logPace, shrink } from '@brigade/domain';
import { pace, recipeProposals, recipes, type Queryable } from '@brigade/db';
import { iso } from '../clock';
import { savedRecipeDraft } from '../recipes/saved-draft';

export const SLOW_TASK_MEALS = 3;
export const SLOW_TASK_PACE = 1.3;

export async function proposeSlowTasks(db: Queryable, recipeIds: number[], now: number): Promise<void> {
  for (const recipeId of recipeIds) {
    const base = await savedRecipeDraft(db, recipeId);
    if (!base) continue;
    const pending = await recipeProposals.findProposal(db, recipeId);
    if (pending && pending.created_by !== null) continue;
    const rows = (await pace.listRecipeObservations(db, recipeId)).filter((o) => !isOutlier({ estimatedMinutes: o.estimated_minutes, actualMinutes: o.actual_minutes }));
    const byTask = new Map<number, typeof rows>();
    for (const r of rows) byTask.set(r.recipe_task_id, [...(byTask.get(r.recipe_task_id) ?? []), r]);
    const slow = new Map<number, number>();
    for (const [taskId, obs] of byTask) {
      const meals = new Set(obs.map((o) => o.session_id ?? `gone-${o.id}`)).size;
      const p = shrink(obs.map((o) => logPace({ estimatedMinutes: o.estimated_minutes, actualMinutes: o.actual_minutes }))).pace;
      if (meals >= SLOW_TASK_MEALS && p >= SLOW_TASK_PACE) slow.set(taskId, p);
    }
    if (slow.size === 0) continue;
    const keyOf = new Map((await recipes.listTasks(db, [recipeId])).map((t) => [t.id, t.key]));
    const draft = structuredClone(base);
    const named: string[] = [];
    for (const t of draft.tasks) {
      const p = [...slow].find(([id]) => keyOf.get(id) === t.key)?.[1];
      if (p === undefined) continue;
      const minutes = atPace(t.estimated_duration_minutes, p);
      named.push(`${t.name} ${t.estimated_duration_minutes} → ${minutes} min`);
      t.estimated_duration_minutes = minutes;
    }
    if (named.length === 0) continue;
    const instruction = apiText('studio.paceProposal', { tasks: named.join(', ') });
    if (pending && pending.instruction === instruction) continue;
    await recipeProposals.saveProposal(db, { recipe_id: recipeId, instruction, draft, base, created_by: null, created_at: iso(now) });
  }
}

