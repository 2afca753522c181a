import type { WorkKind } from './kinds';

/**
 * How fast a household really cooks (issue 37). Each finished task gives one observation: the
 * log of its real hands-on minutes over the recipe's minutes (its log pace). Log paces are taken
 * as normal with a known spread and a normal prior centred on 0 (pace 1.0: the recipe is right)
 * weighing as much as PRIOR_WEIGHT observations. The posterior mean of a level is then
 * sum(log paces) / (n + PRIOR_WEIGHT): one observation moves it a quarter of the way, twelve
 * observations 80 %. Three levels, each fitted on what the level above leaves unexplained:
 *   kind:  the kitchen's pace per kind of work (every observation, anonymous cooks included);
 *   cook:  a registered cook's pace relative to the kitchen (residual after the kitchen's plain
 *          mean at that kind);
 *   task:  what the two levels above still miss on one recipe task (residual after their estimates).
 * A task's predicted pace is exp(kind + task) for the plan, times exp(cook) when the cook is known.
 */
export const PRIOR_WEIGHT = 2;
/** A task more than 3 × as long or a third as long as written says nothing about pace. */
export const OUTLIER_LOG_BOUND = Math.log(3);
/** A task open this much longer than written was left while the cook was away. */
export const AWAY_MINUTES = 60;
/** Fewer real seconds than this: tapped through, not cooked. */
export const TAPPED_THROUGH_MINUTES = 0.25;

export interface PaceObservation {
  kind: WorkKind;
  /** The recipe's hands-on minutes (already scaled for servings). */
  estimatedMinutes: number;
  /** Real hands-on minutes. */
  actualMinutes: number;
  /** A registered cook (user id as text); null for an anonymous cook. */
  cookKey: string | null;
  /** The recipe task (its id as text). */
  taskKey: string;
}

export interface PaceEstimate {
  /** Posterior mean of the log pace. */
  logPace: number;
  /** exp(logPace): 1.4 means 1.4 × the recipe. */
  pace: number;
  /** Observations behind it. */
  n: number;
}

export interface LearnedPaces {
  kinds: Map<WorkKind, PaceEstimate>;
  cooks: Map<string, PaceEstimate>;
  tasks: Map<string, PaceEstimate>;
}

export const NO_PACE: PaceEstimate = { logPace: 0, pace: 1, n: 0 };

/** Whether an observation is left out: nonsense minutes, away from the task, or far off the recipe. */
export function isOutlier(o: Pick<PaceObservation, 'estimatedMinutes' | 'actualMinutes'>): boolean {
  if (!(o.estimatedMinutes > 0) || !Number.isFinite(o.actualMinutes) || o.actualMinutes < TAPPED_THROUGH_MINUTES) return true;
  if (o.actualMinutes - o.estimatedMinutes >= AWAY_MINUTES) return true;
  return Math.abs(Math.log(o.actualMinutes / o.estimatedMinutes)) > OUTLIER_LOG_BOUND;
}

export function logPace(o: Pick<PaceObservation, 'estimatedMinutes' | 'actualMinutes'>): number {
  return Math.log(o.actualMinutes / o.estimatedMinutes);
}

/** The conjugate update: n log paces and the prior's PRIOR_WEIGHT pseudo-observations at 0. */
export function shrink(logs: readonly number[], priorWeight = PRIOR_WEIGHT): PaceEstimate {
  if (logs.length === 0) return NO_PACE;
  const mean = logs.reduce((a, b) => a + b, 0) / (logs.length + priorWeight);
  return { logPace: mean, pace: Math.exp(mean), n: logs.length };
}

function grouped<K>(items: Array<{ key: K; value: number }>): Map<K, number[]> {
  const out = new Map<K, number[]>();
  for (const { key, value } of items) {
    const list = out.get(key);
    if (list) list.push(value);
    else out.set(key, [value]);
  }
  return out;
}

const mapValues = <K>(m: Map<K, number[]>, priorWeight: number) => new Map([...m].map(([k, v]) => [k, shrink(v, priorWeight)] as const));

/** The three levels from a kitchen's observations (outliers left out). */
export function learnPaces(observations: readonly PaceObservation[], priorWeight = PRIOR_WEIGHT): LearnedPaces {
  const kept = observations.filter((o) => !isOutlier(o)).map((o) => ({ ...o, r: logPace(o) }));
  const kinds = mapValues(grouped(kept.map((o) => ({ key: o.kind, value: o.r }))), priorWeight);
  const kindOf = (o: (typeof kept)[number]) => kinds.get(o.kind)?.logPace ?? 0;
  // A cook against what the kitchen really did at that kind (its plain mean), so a cook who works
  // like the rest of the household has pace 1 of their own however young the kitchen's estimate.
  const seen = new Map([...grouped(kept.map((o) => ({ key: o.kind, value: o.r })))].map(([k, v]) => [k, v.reduce((a, b) => a + b, 0) / v.length] as const));
  const cooks = mapValues(grouped(kept.filter((o) => o.cookKey !== null).map((o) => ({ key: o.cookKey!, value: o.r - seen.get(o.kind)! }))), priorWeight);
  const cookOf = (o: (typeof kept)[number]) => (o.cookKey === null ? 0 : cooks.get(o.cookKey)?.logPace ?? 0);
  const tasks = mapValues(grouped(kept.map((o) => ({ key: o.taskKey, value: o.r - kindOf(o) - cookOf(o) }))), priorWeight);
  return { kinds, cooks, tasks };
}

/** A task's predicted pace: the kitchen's kind and the task itself, and the cook when known. */
export function predictPace(paces: LearnedPaces, task: { kind: WorkKind; taskKey: string; cookKey?: string | null }): number {
  const log =
    (paces.kinds.get(task.kind)?.logPace ?? 0) +
    (paces.tasks.get(task.taskKey)?.logPace ?? 0) +
    (task.cookKey ? paces.cooks.get(task.cookKey)?.logPace ?? 0 : 0);
  return Math.exp(log);
}

/** Whole minutes of a task at a pace, at least one. */
export function atPace(minutes: number, pace: number): number {
  return Math.max(1, Math.round(minutes * pace));
}

/** The kitchen's pace over all kinds, weighted by observations: the host's "about 1.4 × the recipes". */
export function overallPace(paces: LearnedPaces): PaceEstimate {
  let n = 0;
  let sum = 0;
  for (const e of paces.kinds.values()) {
    n += e.n;
    sum += e.n * e.logPace;
  }
  return n === 0 ? NO_PACE : { logPace: sum / n, pace: Math.exp(sum / n), n };
}
