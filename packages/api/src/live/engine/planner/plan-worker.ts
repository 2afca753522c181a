import { plan, type Plan, type PlanOptions, type SchedulingProblem, type ScheduleState } from '@brigade/domain';

export interface PlanJob {
  problem: SchedulingProblem;
  schedule: ScheduleState;
  options: Omit<PlanOptions, 'clock'>;
}

export default function runPlan(job: PlanJob): Plan {
  return plan(job.problem, job.schedule, job.options);
}
