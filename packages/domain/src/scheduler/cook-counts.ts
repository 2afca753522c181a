/**
 * Plans for N cooks where N + 1 is never worse (the host's "with N cooks" what-ifs and the chart
 * for the N the host picks come from here). The plans are made in turn for 1, 2, ... N cooks on
 * the same problem, state and options; each search starts from the plan for one cook fewer (warm
 * start), and a plan that would finish later than that one, while counting the same tasks, is
 * replaced by it: a plan for fewer cooks is a valid plan for more (the extra cook waits). So with
 * the same tasks counted, the finish never grows as cooks are added. A plan that counts more tasks
 * (the added cook has a skill nobody had) may finish later: it does more of the meal.
 */
import type { Cook, Plan, PlanOptions, SchedulingProblem, ScheduleState } from './model';
import { initialState } from './model';
import { plan } from './plan';

/** Options of {@link plansForCooks}: the planner's, plus who the cooks beyond the problem's are. */
export interface CookCountOptions extends Omit<PlanOptions, 'incumbent'> {
  /**
   * The k-th cook added beyond `problem.cooks` (k from 0), for what-ifs with more cooks than
   * there are. Default: a cook `extra-k` without skills (can do any task without a skill).
   */
  extraCook?: (k: number) => Cook;
}

const defaultExtra = (k: number): Cook => ({ id: `extra-${k}`, skills: {} });

/** The problem with its first `n` cooks (and extra ones beyond them). */
export function withCooks(problem: SchedulingProblem, n: number, extraCook: (k: number) => Cook = defaultExtra): SchedulingProblem {
  const cooks = problem.cooks.slice(0, Math.max(0, n));
  for (let k = 0; cooks.length < n; k++) cooks.push(extraCook(k));
  return { ...problem, cooks };
}

/** Plans for 0..`max` cooks (index = cook count), each no later than the one before it (see the module). */
export function plansForCooks(problem: SchedulingProblem, state: ScheduleState = initialState, max: number, options: CookCountOptions = {}): Plan[] {
  const { extraCook, ...planOptions } = options;
  const out: Plan[] = [];
  let before: Plan | undefined;
  for (let n = 0; n <= max; n++) {
    const p = plan(withCooks(problem, n, extraCook), state, { ...planOptions, ...(before ? { incumbent: before } : {}) });
    const sameCount = before !== undefined && p.unplanned.length === before.unplanned.length;
    const chosen = sameCount && before!.finish < p.finish ? { ...before!, schedulesEvaluated: p.schedulesEvaluated, atLowerBound: false } : p;
    out.push(chosen);
    before = chosen;
  }
  return out;
}

/** The plan for `n` cooks: the last of {@link plansForCooks}. */
export function planForCooks(problem: SchedulingProblem, state: ScheduleState = initialState, n: number, options: CookCountOptions = {}): Plan {
  return plansForCooks(problem, state, n, options)[n]!;
}
