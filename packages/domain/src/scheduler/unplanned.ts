/**
 * Every plan holds every task: the tasks the counted plan leaves out (nobody present can do
 * them, the kitchen lacks the equipment, they wait on such a task, or holds leave no room) are
 * laid out after the counted finish, in precedence order and without a cook, each with its
 * reason, so a timeline can show them and say the estimate does not count them.
 */
import type { Assignment, SchedulingProblem, ScheduleState, UnplannedReason, UnplannedTask } from './model';

export function unplannedTasks(
  problem: SchedulingProblem,
  state: ScheduleState,
  assignments: readonly Assignment[],
  reasons: ReadonlyMap<string, UnplannedReason>,
  finish: number,
): UnplannedTask[] {
  if (reasons.size === 0) return [];
  const done = new Set(state.completed);
  const endOf = new Map(assignments.map((a) => [a.taskId, a.end]));
  const out: UnplannedTask[] = [];
  const byId = new Map(problem.tasks.map((t) => [t.id, t]));
  const visiting = new Set<string>();
  const place = (id: string): number => {
    const known = endOf.get(id);
    if (known !== undefined) return known;
    if (done.has(id)) return state.now;
    const t = byId.get(id)!;
    if (visiting.has(id)) return finish;
    visiting.add(id);
    let start = finish;
    for (const p of t.predecessors) start = Math.max(start, place(p));
    const end = start + Math.max(0, Math.ceil(t.duration));
    endOf.set(id, end);
    out.push({ taskId: id, reason: reasons.get(id) ?? 'waits_on_unplanned', start, end, predecessors: [...t.predecessors] });
    return end;
  };
  for (const t of problem.tasks) if (reasons.has(t.id)) place(t.id);
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}
