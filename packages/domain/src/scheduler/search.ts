/**
 * The search for a short schedule: classic priority rules with both generation schemes, regret-
 * biased sampling to seed a population, then the genetic algorithm while the budget lasts. Every
 * schedule is improved by double justification; the best one seen is kept. On meals with a choice
 * of cooks, long searches end with cook moves on the best schedule (cook-moves.ts).
 */
import type { Meal } from './meal';
import type { Random } from './prng';
import type { Individual } from './genetic';
import { COOK_RATE, PEAK_SHARE, evolve, listFromSchedule, newIndividual } from './genetic';
import { Justifier } from './justification';
import { Balancer, cookGroupBound, cookLoadBound } from './balance';
import { CookMoves } from './cook-moves';
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
  /** A start to improve on (warm start): evaluated first, then it joins the population. */
  incumbent?: WarmStart;
}

/**
 * An earlier plan to continue from: a value per activity (smaller first; the activity list is
 * built from it in precedence order) and, per activity, the cook to keep (-1: any).
 */
export interface WarmStart {
  value: Float64Array;
  prefer: Int32Array;
}

/** The best schedule found (null if holds made every attempt impossible) and the work done. */
export interface SearchResult {
  best: Schedule | null;
  schedulesEvaluated: number;
  lowerBound: number;
  timeline: Timeline;
  justifier: Justifier;
}

// The population grows with the number of schedules the search can afford: small when only a few
// hundred fit (re-plans, large kitchens), larger when there is time for many generations. PSPLIB
// j120 subset, mean deviation from the critical path: at 700 schedules 33.9 / 33.6 / 33.9 % with
// 20 / 30 / 45; at 1400, 33.3 % with 30 and 32.9 % with 50.
const POPULATION = 20;
// Meals whose children are balanced (see below) do better with fewer members and more generations:
// iMOPSE d36 at 50 / 135 schedules, seeds 1 and 2: 20 members 4.18 / 3.79 %, 12 members 4.03 / 3.68 %.
const BALANCED_POPULATION = 12;
const BALANCED_COOK_RATE = 0.01;
const SCHEDULES_PER_MEMBER = 28;
const MAX_POPULATION = 120;
// The peak crossover pays from about this many expected schedules on, with 20 members too (PSPLIB
// j120, every 4th instance: 32.52 -> 32.40 % at 250 schedules, 32.06 -> 31.87 % at 450); capped
// re-plans (40) stay with the two-point crossover alone. Not on small meals: PSPLIB j30 at 500
// schedules 0.261 % without, 0.288 % with.
const PEAK_FROM = 100;
const PEAK_MIN_TASKS = 60;
const QUICK_FROM = 100;
const QUICK_MIN_TASKS = 60;
// Share of the GA's budget (time and schedule cap) left to the cook moves on meals with a choice of
// cooks. iMOPSE d36 at 165 schedules, seeds 1-12: 0.3 / 0.5 / 0.7 gave 3.209 / 3.148 / 3.12 %, at
// 100 ms of CPU (seeds 1-6) 0.3 and 0.7 were equal (3.14 / 3.12 %); the synthetic kitchen meals at
// 150 schedules lose with more (80/8: 82.7 / 82.9 / 83.1, 200/12: 192.3 / 192.5 / 192.7).
const MOVES_SHARE = 0.3;

/** Population size for a search expected to evaluate `expected` schedules. */
export function populationSize(expected: number, smallest = POPULATION): number {
  if (!(expected > smallest * SCHEDULES_PER_MEMBER)) return smallest;
  return Math.min(MAX_POPULATION, Math.round(expected / SCHEDULES_PER_MEMBER));
}

/** A lower bound on the makespan: critical path, work per equipment unit, per cook and per group of cooks. */
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
    lb = Math.max(lb, Math.ceil(work / m.cooks.length), cookGroupBound(m));
  }
  return lb;
}

/** Runs the whole search on a compiled meal. */
export function searchSchedule(m: Meal, limits: SearchLimits): SearchResult {
  const started = limits.clock();
  const tl = new Timeline(m);
  const justifier = new Justifier(m, tl);
  const cp = criticalPath(m);
  const bound = lowerBound(m, cp.length);
  const bucket = new Int32Array(m.H + 1);
  const work = newSchedule(m.n);
  let best: Schedule | null = null;
  let count = 0;

  const keepGoing = (): boolean =>
    count < limits.maxSchedules && (best === null || best.makespan > bound) && limits.clock() < limits.deadline;
  // Searches not capped below QUICK_FROM schedules, on meals of QUICK_MIN_TASKS or more, justify
  // a schedule with one backward and one forward pass; only a schedule no worse than the best so
  // far gets up to three more rounds (while they help). More schedules for the same time. Capped
  // re-plans (40) and small meals (PSPLIB j30: 0.069 % with all rounds, 0.093 % without) keep
  // every round, so their plans do not change. At 100 ms of CPU under load (docs/benchmarks.md):
  // PSPLIB j120 33.44 -> 33.29 %, iMOPSE d36 seeds 1-3 3.63 -> 3.55 %. More rounds for new bests
  // only: j120 33.29-33.32 %, d36 3.57 %; within 2 of the best: j120 33.38 %.
  const quick = limits.maxSchedules >= QUICK_FROM && m.n >= QUICK_MIN_TASKS;
  const improveAndKeep = (ind: Individual): number => {
    if (quick && best !== null) {
      justifier.justify(work, 1);
      if (work.makespan <= best.makespan) justifier.justify(work);
    } else justifier.justify(work);
    // The cooks of the improved schedule become the preferences its children inherit.
    ind.prefer.set(work.cook);
    ind.start.set(work.start);
    count++;
    if (best === null) {
      best = newSchedule(m.n);
      copySchedule(work, best);
    } else if (work.makespan < best.makespan) copySchedule(work, best);
    listFromSchedule(m, work, ind.list, bucket);
    return work.makespan;
  };
  /** Decodes `ind` into `work` with its cooks as preferences; false if it does not fit. */
  const decode = (ind: Individual): boolean => {
    tl.prefer = ind.prefer;
    const ok = serialSchedule(m, tl, ind.list, work);
    tl.prefer = null;
    return ok;
  };
  const evaluate = (ind: Individual): number => {
    if (decode(ind)) return improveAndKeep(ind);
    count++;
    return Number.POSITIVE_INFINITY;
  };

  const population: Individual[] = [];
  const add = (ind: Individual, makespan: number): void => {
    ind.makespan = makespan;
    population.push(ind);
  };
  const rules = classicRules(m, cp);
  // The first schedule is always built, however small the budget. The parallel scheme costs
  // several serial passes on meals with many cooks, so it runs only when time is left for it.
  let evaluationMs = 0;
  if (limits.incumbent) {
    const ind = newIndividual(m.n, activityList(m, limits.incumbent.value));
    ind.prefer.set(limits.incumbent.prefer);
    add(ind, evaluate(ind));
  }
  for (const rule of rules) {
    if (population.length > 0 && !keepGoing()) break;
    const ind = newIndividual(m.n, activityList(m, rule.value));
    const t0 = limits.clock();
    add(ind, evaluate(ind));
    evaluationMs = Math.max(evaluationMs, limits.clock() - t0);
    if (!keepGoing()) break;
    const order = priorityOrder(rule.value);
    if (limits.deadline - limits.clock() > 6 * evaluationMs && parallelSchedule(m, tl, order, work)) {
      const fromParallel = newIndividual(m.n);
      add(fromParallel, improveAndKeep(fromParallel));
    }
    if (!keepGoing()) break;
  }
  // Schedules this search can expect: what the rest of the budget buys at the rate so far, or the
  // cap if smaller. Up to 560 the size is fixed, so with a cap below that (re-plans, tests) the plan
  // depends only on the seed and the cap; above it, only when the budget does not bind.
  const perSchedule = (limits.clock() - started) / Math.max(1, count);
  const byTime = perSchedule > 0 ? count + (limits.deadline - limits.clock()) / perSchedule : Number.POSITIVE_INFINITY;
  // Where the cooks' total time is the binding bound (multi-skill meals such as iMOPSE), every
  // child's inherited cooks are balanced before decoding (see balance.ts). iMOPSE d36 at 135
  // schedules: 4.12 -> 3.79 % (seed 2: 4.25 -> 3.82 %), at 50: 4.59 -> 4.13 %, at 400: 3.96 -> 3.64 %.
  const balancer = !m.hasHolds && cookLoadBound(m) >= bound ? new Balancer(m) : null;
  const prepare = balancer?.useful ? (child: Individual): void => void balancer.balance(child.prefer) : undefined;
  const expected = Math.min(limits.maxSchedules, byTime);
  const size = populationSize(expected, prepare ? BALANCED_POPULATION : POPULATION);
  const lft = rules[0]!.value;
  while (population.length < size && keepGoing()) {
    const ind = newIndividual(m.n, activityList(m, lft, limits.random));
    add(ind, evaluate(ind));
  }
  // Short searches (a capped re-plan) keep the two-point crossover alone: at 40 schedules on the
  // synthetic kitchen meals the peak crossover was 0.1-0.2 % worse; it pays once there are many
  // generations (PSPLIB j120 at 700 schedules: 33.9 % instead of 34.1 %).
  // Balanced children need fewer random cook changes: at 100 ms of CPU per d36 instance (seeds 1-3)
  // a cook mutation rate of 0.05 / 0.02 / 0.01 / 0 gave 3.78 / 3.67 / 3.59 / 3.61 %; at a fixed count
  // (300) 0.05 and 0.01 are equal (3.61 / 3.62 %), but 0.01 reaches the bound sooner and its
  // schedules cost less.
  const peak = size > POPULATION || (expected >= PEAK_FROM && m.n >= PEAK_MIN_TASKS) ? PEAK_SHARE : 0;
  // The first schedules (priority rules, the parallel scheme, justification from far away) cost
  // more than the GA's children, so the estimate above is often several times too low (PSPLIB
  // j120 at 100 ms: 20-300 expected, 500-1700 evaluated). After each generation the size follows
  // the rate of the children so far; a capped search (<= 560) keeps its fixed size.
  const evolveStarted = limits.clock(), evolveCount = count;
  const targetSize = (): number => {
    const done = count - evolveCount, spent = limits.clock() - evolveStarted;
    const rate = done > 0 && spent > 0 ? spent / done : 0;
    const byRate = rate > 0 ? count + (limits.deadline - limits.clock()) / rate : Number.POSITIVE_INFINITY;
    return populationSize(Math.min(limits.maxSchedules, byRate));
  };
  // Balanced meals keep the size they started with: growing cost them generations (d36 at 100 ms
  // of CPU, seeds 1-3: 3.81 / 3.60 / 3.63 % growing, 3.63 / 3.56 / 3.63 % without).
  // Meals with a choice of cooks (cook-tight or not: iMOPSE 200_40_133_15 is bound by its critical
  // path, 133-135 without the moves, 131 with them) spend the last MOVES_SHARE of the search on
  // cook moves on the best schedule (cook-moves.ts); if the moves run out, the GA takes the rest.
  const moves = quick && CookMoves.useful(m) ? new CookMoves(m) : null;
  const ga = prepare ? { evaluate, keepGoing, prepare } : { evaluate, keepGoing, targetSize };
  const rate = prepare ? BALANCED_COOK_RATE : COOK_RATE;
  if (moves) {
    const cap = evolveCount + (limits.maxSchedules - evolveCount) * (1 - MOVES_SHARE);
    const until = evolveStarted + (limits.deadline - evolveStarted) * (1 - MOVES_SHARE);
    evolve(m, population, { ...ga, keepGoing: () => keepGoing() && count < cap && limits.clock() < until }, limits.random, peak, rate);
    const found = best as Schedule | null;
    // A move whose decoded schedule ends after the best is dropped unjustified: justification
    // almost never brought one back (d36, seed 1: 1 of about 600), and it costs twice the decoding.
    const evaluateMove = (ind: Individual): number => {
      const ok = decode(ind);
      if (ok && found !== null && work.makespan <= found.makespan) return improveAndKeep(ind);
      count++;
      return ok ? work.makespan : Number.POSITIVE_INFINITY;
    };
    if (found !== null) moves.run(found, { evaluate: evaluateMove, keepGoing }, limits.random);
  }
  evolve(m, population, ga, limits.random, peak, rate);
  return { best, schedulesEvaluated: count, lowerBound: bound, timeline: tl, justifier };
}
