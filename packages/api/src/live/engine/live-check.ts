import { isQualified, sharedValues, type Cook, type Plan, type SchedulingProblem, type SchedulingTask } from '@brigade/domain';
import type { KitchenState } from './kitchen-state';
import { isPassive } from './scheduling-problem';

/** A cook is busy while holding a task they must still work on (not a passive timer running). */
export function busyCooks(state: KitchenState): Set<number> {
  const busy = new Set<number>();
  for (const a of state.assignments) {
    if (a.status !== 'in_progress' || a.participant_id === null) continue;
    const task = state.taskById.get(a.task_id)!;
    if (isPassive(task) && a.timer_ends_at !== null) continue;
    busy.add(a.participant_id);
  }
  return busy;
}

/**
 * The kitchen as it is right now, for handing out a task from a plan that may be older than the
 * state: a task starts only when it is not under way or done, every predecessor is completed, its
 * cook is present, qualified and free, and its equipment has a unit left. Reads the problem as
 * `toSchedulingProblem` builds it, so the rules follow whatever that function says about skills,
 * equipment and presence.
 */
export class LiveKitchen {
  private readonly taskById: Map<string, SchedulingTask>;
  private readonly cookById: Map<string, Cook>;
  private readonly status = new Map<string, string>();
  private readonly busy: Set<number>;
  private readonly inUse = new Map<string, number>();
  /** The setting each task really uses (an oven shared at 200 °C), and per equipment and value the tasks and units (racks) in use. */
  private readonly used: Map<string, number>;
  private readonly valuesInUse = new Map<string, Map<number, { tasks: number; units: number }>>();

  constructor(state: KitchenState, private readonly problem: SchedulingProblem) {
    this.taskById = new Map(problem.tasks.map((t) => [t.id, t]));
    this.used = sharedValues(problem);
    this.cookById = new Map(problem.cooks.map((c) => [c.id, c]));
    for (const a of state.assignments) this.status.set(a.task_id, a.status);
    this.busy = busyCooks(state);
    for (const a of state.assignments) if (a.status === 'in_progress') this.use(a.task_id);
    // An equipment hold (claim … release) keeps its unit from the claim's start to the release's
    // end. Counting it as well as the tasks' own demand can only over-count, which is the safe side.
    for (const h of problem.holds ?? []) {
      const claim = this.status.get(h.claimTaskId);
      if ((claim === 'in_progress' || claim === 'completed') && this.status.get(h.releaseTaskId) !== 'completed') {
        this.inUse.set(h.equipment, (this.inUse.get(h.equipment) ?? 0) + 1);
      }
    }
  }

  private use(taskId: string): void {
    for (const [equipment, units] of Object.entries(this.taskById.get(taskId)?.demand ?? {})) {
      this.inUse.set(equipment, (this.inUse.get(equipment) ?? 0) + units);
    }
    const set = this.settingOf(taskId);
    if (set) {
      const values = this.valuesInUse.get(set.equipment) ?? new Map<number, { tasks: number; units: number }>();
      const at = values.get(set.value) ?? { tasks: 0, units: 0 };
      values.set(set.value, { tasks: at.tasks + 1, units: at.units + (this.taskById.get(taskId)?.demand[set.equipment] ?? 0) });
      this.valuesInUse.set(set.equipment, values);
    }
  }

  /** The setting a task really uses, on equipment that has settings. */
  private settingOf(taskId: string): { equipment: string; value: number } | null {
    const t = this.taskById.get(taskId);
    if (!t?.setting || !this.problem.settings?.[t.setting.equipment]) return null;
    return { equipment: t.setting.equipment, value: this.used.get(taskId) ?? t.setting.value };
  }

  /**
   * Whether an oven is free for the task's setting now, counted by racks: a rack in an oven already
   * at that value, or an oven no task under way holds at another. The ovens a value holds are its
   * racks in use over the racks of one oven (at least one while any task uses it: a preheat takes no
   * rack). Nobody is told to put a dish in an oven another task in it contradicts.
   */
  private settingFree(taskId: string): boolean {
    const set = this.settingOf(taskId);
    if (!set) return true;
    const perUnit = Math.max(1, this.problem.settings![set.equipment]!.perUnit);
    const units = Math.floor((this.problem.capacity[set.equipment] ?? 0) / perUnit);
    const held = (at: { tasks: number; units: number }) => (at.tasks === 0 ? 0 : Math.max(1, Math.ceil(at.units / perUnit)));
    const values = this.valuesInUse.get(set.equipment) ?? new Map<number, { tasks: number; units: number }>();
    let inUse = 0;
    for (const at of values.values()) inUse += held(at);
    const mine = values.get(set.value) ?? { tasks: 0, units: 0 };
    const more = { tasks: mine.tasks + 1, units: mine.units + (this.taskById.get(taskId)?.demand[set.equipment] ?? 0) };
    return inUse - held(mine) + held(more) <= units;
  }

  /** Whether the task is completed in the live kitchen. */
  isDone(taskId: string): boolean {
    return this.status.get(taskId) === 'completed';
  }

  isBusy(cookId: number): boolean {
    return this.busy.has(cookId);
  }

  /** Whether `cookId` may start `taskId` now; the reason when not (for tests and logs). */
  check(taskId: string, cookId: number): string | null {
    const task = this.taskById.get(taskId);
    if (!task) return 'unknown task';
    const status = this.status.get(taskId);
    if (status === 'in_progress' || status === 'completed') return 'already under way';
    if (!task.predecessors.every((p) => this.status.get(p) === 'completed')) return 'waits on a predecessor';
    const cook = this.cookById.get(String(cookId));
    if (!cook) return 'cook not present';
    if (!isQualified(cook, task)) return 'cook not qualified';
    if (this.busy.has(cookId)) return 'cook busy';
    for (const [equipment, units] of Object.entries(task.demand)) {
      if ((this.inUse.get(equipment) ?? 0) + units > (this.problem.capacity[equipment] ?? 0)) return `no ${equipment} free`;
    }
    if (!this.settingFree(taskId)) return `${task.setting!.equipment} at another setting`;
    return null;
  }

  /**
   * Whether starting `taskId` now, before its planned start, leaves the plan's other tasks their
   * equipment: the units its run would take, added to those in use and those planned for other
   * tasks overlapping it, stay within capacity (an over-count, so on the safe side).
   */
  fitsEarly(plan: Plan, taskId: string, now: number): boolean {
    const task = this.taskById.get(taskId);
    if (!task) return false;
    const end = now + Math.max(1, Math.ceil(task.duration));
    // A task with a setting starts early only where no planned task at another setting overlaps it.
    const set = this.settingOf(taskId);
    if (set && plan.assignments.some((a) => a.status === 'planned' && a.taskId !== taskId && a.setting?.equipment === set.equipment && a.setting.value > 0 && a.setting.value !== set.value && a.start < end && a.end > now)) return false;
    for (const [equipment, units] of Object.entries(task.demand)) {
      let planned = 0;
      for (const a of plan.assignments) {
        if (a.status !== 'planned' || a.taskId === taskId || this.status.get(a.taskId) === 'in_progress' || this.status.get(a.taskId) === 'completed') continue;
        if (a.start < end && a.end > now) planned += this.taskById.get(a.taskId)?.demand[equipment] ?? 0;
      }
      if ((this.inUse.get(equipment) ?? 0) + planned + units > (this.problem.capacity[equipment] ?? 0)) return false;
    }
    return true;
  }

  /** Records a hand-out, so the next check sees the cook busy and the equipment taken. */
  start(taskId: string, cookId: number): void {
    this.status.set(taskId, 'in_progress');
    this.busy.add(cookId);
    this.use(taskId);
  }
}
