/**
 * The search for a short schedule: classic priority rules with both generation schemes, regret-
 * biased sampling to seed a population, then the genetic algorithm while the budget lasts. Every
 * schedule is improved by double justification; the best one seen is kept.
 */
import type { Meal } from './meal';
import type { Random } from './prng';
import type { Individual } from './genetic';
import { evolve, listFromSchedule } from './genetic';
import { Justifier } from './justification';
import { activityList, classicRules, criticalPath, priorityOrder } from './priority-rules';
import { parallelSchedule, serialSchedule } from './sgs';
import type { Schedule } from './timeline';
import { Timeline, copySchedule, newSchedule } from './timeline';

/** Limits of one search. */
export interface SearchLimits {
  clock: () => number;
  deadline: number;
  maxSchedules: number;
  random: Random;
}

/** The best schedule found (null if holds made every attempt impossible) and the work done. */
export interface SearchResult {
  best: Schedule | null;
  schedulesEvaluated: number;
  lowerBound: number;
  timeline: Timeline;
  justifier: Justifier;
}

// Small: at 100 ms a j120 search sees only a few hundred children (measured better than 40).
const POPULATION = 20;

/** A lower bound on the makespan: critical path, and work per equipment unit and per cook. */
export function lowerBound(m: Meal, criticalLength: number): number {
  let lb = criticalLength;
  for (let r = 0; r < m.equipment.length; r++) {
    if (m.capacity[r]! === 0) continue;
    let work = 0;
    for (let x = 0; x < m.H; x++) work += m.baseUse[r * m.H + x]!;
    for (let j = 0; j < m.n; j++)
      for (let k = m.demand.start[j]!; k < m.demand.start[j + 1]!; k++) if (m.demand.data[k] === r) work += m.demQty[k]! * m.dur[j]!;
    lb = Math.max(lb, Math.ceil(work / m.capacity[r]!));
  }
  if (m.cooks.length > 0 && !m.hasHolds) {
    let work = 0;
    for (let x = 0; x < m.baseBusy.length; x++) work += m.baseBusy[x]!;
    for (let j = 0; j < m.n; j++) work += m.attend[j]!;
    lb = Math.max(lb, Math.ceil(work / m.cooks.length));
  }
  return lb;
}

/** Runs the whole search on a compiled meal. */
export function searchSchedule(m: Meal, limits: SearchLimits): SearchResult {
  const tl = new Timeline(m);
  const justifier = new Justifier(m, tl);
  const cp = criticalPath(m);
  const bound = lowerBound(m, cp.length);
  const rank = new Int32Array(m.n);
  m.order.forEach((j, i) => (rank[j] = i));
  const keys = new Float64Array(m.n);
  const work = newSchedule(m.n);
  let best: Schedule | null = null;
  let count = 0;

  const keepGoing = (): boolean =>
    count < limits.maxSchedules && (best === null || best.makespan > bound) && limits.clock() < limits.deadline;
  const improveAndKeep = (list: Int32Array, prefer?: Int32Array): number => {
    justifier.justify(work);
    // The cooks of the improved schedule become the preferences its children inherit.
    if (prefer) prefer.set(work.cook);
    count++;
    if (best === null) {
      best = newSchedule(m.n);
      copySchedule(work, best);
    } else if (work.makespan < best.makespan) copySchedule(work, best);
    listFromSchedule(m, work, rank, list, keys);
    return work.makespan;
  };
  const evaluate = (list: Int32Array, prefer?: Int32Array): number => {
    tl.prefer = prefer ?? null;
    const ok = serialSchedule(m, tl, list, work);
    tl.prefer = null;
    if (!ok) {
      count++;
      return Number.POSITIVE_INFINITY;
    }
    return improveAndKeep(list, prefer);
  };
  const noPreference = (): Int32Array => new Int32Array(m.n).fill(-1);

  const population: Individual[] = [];
  const rules = classicRules(m, cp);
  // The first schedule is always built, however small the budget. The parallel scheme costs
  // several serial passes on meals with many cooks, so it runs only when time is left for it.
  let evaluationMs = 0;
  for (const rule of rules) {
    const list = activityList(m, rule.value);
    const t0 = limits.clock();
    const prefer = noPreference();
    population.push({ list, prefer, makespan: evaluate(list, prefer) });
    evaluationMs = Math.max(evaluationMs, limits.clock() - t0);
    if (!keepGoing()) break;
    const order = priorityOrder(rule.value);
    if (limits.deadline - limits.clock() > 6 * evaluationMs && parallelSchedule(m, tl, order, work)) {
      const fromParallel = new Int32Array(m.n);
      const prefer = noPreference();
      population.push({ list: fromParallel, prefer, makespan: improveAndKeep(fromParallel, prefer) });
    }
    if (!keepGoing()) break;
  }
  const lft = rules[0]!.value;
  while (population.length < POPULATION && keepGoing()) {
    const list = activityList(m, lft, limits.random);
    const prefer = noPreference();
    population.push({ list, prefer, makespan: evaluate(list, prefer) });
  }
  evolve(m, population, { evaluate, keepGoing }, limits.random);
  return { best, schedulesEvaluated: count, lowerBound: bound, timeline: tl, justifier };
}
