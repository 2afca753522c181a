import type { SessionView } from '@brigade/contracts';

/**
 * What in the session can change the stalls and the questions: who is in (with their skills and
 * breaks), the recipes, and which task is where. Not clocks, timers, help or names: a cook's
 * `last_seen` moving on, a timer starting or a help request change nothing a stall depends on.
 */
export function stallRelevant(view: SessionView): string {
  return JSON.stringify([
    view.status,
    view.session_recipes.map((r) => r.id),
    view.participants.map((p) => [p.id, p.is_active, p.skills, p.on_break_since ?? null]),
    view.active_assignments.map((a) => [a.id, a.task_id, a.status, a.participant_id]),
  ]);
}
