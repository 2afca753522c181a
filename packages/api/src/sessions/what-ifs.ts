/**
 * "With N cooks" (issue 34): every estimate comes from the same planner on the same problem as the
 * chart, and is the length of the chart the host gets when choosing N. A plan for fewer cooks is
 * also a plan for N (some of them stand by), so the plan for N is the shortest chart among the
 * plans for 1..N cooks: adding a cook never makes the estimate longer. (The scheduler's own
 * "plan for N cooks" may make this search cheaper later; the answer stays the same.)
 */
import { planView, type PlanView } from '@brigade/domain';
import type { CookingSessionRow, Queryable } from '@brigade/db';
import type { AppDeps } from '../deps';
import { plannedCooks, planSession, type Planned } from './plan.service';

/** The length of a plan's chart: its first start to its last end, in kitchen minutes. */
export const chartMinutes = (view: Pick<PlanView, 'start' | 'finish'>) => view.finish - view.start;

export interface CookPlan {
  planned: Planned;
  /** The chart for `cooks` cooks (lanes for every one of them). */
  view: PlanView;
  minutes: number;
  cooks: number;
}

/** Plans for chosen numbers of cooks, each made once per request. */
export class CookPlans {
  private readonly plans = new Map<number, Promise<Planned>>();
  constructor(private readonly deps: AppDeps & { db: Queryable }, private readonly session: CookingSessionRow, private readonly now: number) {}

  private plan(n: number): Promise<Planned> {
    let p = this.plans.get(n);
    if (!p) this.plans.set(n, (p = planSession(this.deps, this.session, this.now, n)));
    return p;
  }

  /** The plan for `n` cooks: the shortest chart among the plans for 1..n (ties: the most cooks). */
  async best(n: number): Promise<CookPlan> {
    const all = await Promise.all(Array.from({ length: n }, (_, i) => this.plan(n - i)));
    let best: CookPlan | undefined;
    for (const planned of all) {
      const view = planView({ ...planned.problem, cooks: plannedCooks(planned.problem, n) }, planned.result);
      const minutes = chartMinutes(view);
      if (!best || minutes < best.minutes) best = { planned: { ...planned, problem: { ...planned.problem, cooks: plannedCooks(planned.problem, n) } }, view, minutes, cooks: n };
    }
    return best!;
  }
}
