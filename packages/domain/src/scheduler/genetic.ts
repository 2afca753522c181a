/**
 * A genetic algorithm over activity lists (Hartmann 1998) with double justification of every
 * child (Valls et al. 2005): two-point crossover and peak crossover (Valls et al. 2008), both of
 * which keep lists precedence-feasible, adjacent swap mutation, serial decoding, and replacement
 * of each list by the start order of its justified schedule, so the population learns from the
 * improvement.
 */
import type { Meal } from './meal';
import type { Random } from './prng';
import type { Schedule } from './timeline';

/** One member of the population. */
export interface Individual {
  list: Int32Array;
  /** Per activity, the cook the serial scheme must use, -1 for its own choice (see Timeline.prefer). */
  prefer: Int32Array;
  /** Start times of the decoded, justified schedule (meaningful when makespan is finite). */
  start: Int32Array;
  makespan: number;
}

/** A fresh individual of `n` activities, not yet evaluated. */
export function newIndividual(n: number, list: Int32Array = new Int32Array(n)): Individual {
  return { list, prefer: new Int32Array(n).fill(-1), start: new Int32Array(n), makespan: Number.POSITIVE_INFINITY };
}

/** What the search needs from the planner: decode + improve a list, and whether to go on. */
export interface Evaluator {
  /**
   * Schedules `ind.list` with `ind.prefer`, improves it, rewrites the list in start order and the
   * cooks and start times of the schedule into the individual; returns the makespan.
   */
  evaluate(ind: Individual): number;
  /** False once the budget is spent or the bound is reached. */
  keepGoing(): boolean;
  /** Optional repair of a child's genes after crossover and mutation, before it is evaluated. */
  prepare?(child: Individual): void;
  /**
   * Optional population size for the next generation, asked after each one (the search re-estimates
   * how many schedules its budget buys); the population grows at most by the children it has.
   */
  targetSize?(): number;
}

/**
 * Rewrites `list` as the activities ordered by start time, ties in the topological order of the
 * meal: a stable counting sort over time; `bucket` needs one slot more than the latest start + 1.
 */
export function listFromSchedule(m: Meal, s: Schedule, list: Int32Array, bucket: Int32Array): void {
  const n = m.n;
  let top = 0;
  for (let j = 0; j < n; j++) if (s.start[j]! > top) top = s.start[j]!;
  bucket.fill(0, 0, top + 2);
  for (let j = 0; j < n; j++) bucket[s.start[j]! + 1]!++;
  for (let x = 1; x <= top + 1; x++) bucket[x]! += bucket[x - 1]!;
  for (let i = 0; i < n; i++) {
    const j = m.order[i]!;
    list[bucket[s.start[j]!]!++] = j;
  }
}

/** Two-point crossover of the lists; each activity's cook preference comes with its position. */
function crossover(mother: Individual, father: Individual, child: Individual, taken: Uint8Array, random: Random): void {
  const n = mother.list.length, out = child.list, pref = child.prefer;
  let q1 = random.int(n + 1), q2 = random.int(n + 1);
  if (q1 > q2) [q1, q2] = [q2, q1];
  taken.fill(0);
  let i = 0;
  for (; i < q1; i++) {
    const j = (out[i] = mother.list[i]!);
    taken[j] = 1;
    pref[j] = mother.prefer[j]!;
  }
  for (let k = 0; i < q2 && k < n; k++) {
    const j = father.list[k]!;
    if (taken[j] === 0) { taken[j] = 1; out[i++] = j; pref[j] = father.prefer[j]!; }
  }
  for (let k = 0; i < n && k < n; k++) {
    const j = mother.list[k]!;
    if (taken[j] === 0) { taken[j] = 1; out[i++] = j; pref[j] = mother.prefer[j]!; }
  }
}

// Measured on iMOPSE d36 at 500 schedules: 0.02 / 0.05 / 0.1 / 0.2 gave 3.87 / 3.77 / 3.86 / 3.96 %.
// With balanced children (Evaluator.prepare) the search passes a lower rate, see search.ts.
export const COOK_RATE = 0.05;

/**
 * Sets, now and then, an activity's cook to a random qualified cook or back to the scheme's own
 * choice. Activities with a single qualified cook draw nothing, so meals without cook choice
 * (PSPLIB) search exactly as before.
 */
function mutateCooks(m: Meal, prefer: Int32Array, rate: number, random: Random): void {
  for (let j = 0; j < m.n; j++) {
    const q0 = m.qualified.start[j]!, q = m.qualified.start[j + 1]! - q0;
    if (q < 2 || random.next() >= rate) continue;
    const k = random.int(q + 1);
    prefer[j] = k === q ? -1 : m.qualified.data[q0 + k]!;
  }
}

function isPredecessor(m: Meal, p: number, j: number): boolean {
  for (let k = m.preds.start[j]!; k < m.preds.start[j + 1]!; k++) if (m.preds.data[k] === p) return true;
  return false;
}

function mutate(m: Meal, list: Int32Array, rate: number, random: Random): void {
  for (let i = 0; i + 1 < list.length; i++) {
    if (random.next() >= rate) continue;
    const a = list[i]!, b = list[i + 1]!;
    if (!isPredecessor(m, a, b)) { list[i] = b; list[i + 1] = a; }
  }
}

/** Scratch space of the peak crossover. */
interface PeakScratch {
  load: Float64Array;
  inHead: Uint8Array;
}

/**
 * Peak crossover (after Valls, Ballestin & Quintanilla 2008): finds in the mother's schedule the
 * window of a random length where the kitchen is busiest (equipment and cooks, relative to what
 * there is), keeps the activities that start inside it in the mother's order, and takes the order
 * of everything else from the father. The activities that start before the window come first, so
 * the list stays precedence-feasible. Returns false (child untouched) when the mother has no
 * usable schedule.
 */
function peakCrossover(m: Meal, mother: Individual, father: Individual, child: Individual, taken: Uint8Array, scratch: PeakScratch, random: Random): boolean {
  const n = m.n, span = mother.makespan;
  if (!Number.isFinite(span) || span < 2 || span + 1 > scratch.load.length) return false;
  const load = scratch.load;
  load.fill(0, 0, span + 1);
  const cooks = m.cooks.length;
  for (let j = 0; j < n; j++) {
    const s = mother.start[j]!;
    if (s < 0) return false;
    for (let k = m.demand.start[j]!; k < m.demand.start[j + 1]!; k++) {
      const w = m.demQty[k]! / Math.max(1, m.capacity[m.demand.data[k]!]!);
      load[s]! += w;
      load[s + m.dur[j]!]! -= w;
    }
    if (cooks > 0 && m.needsCook[j] === 1 && m.attend[j]! > 0) {
      load[s]! += 1 / cooks;
      load[s + m.attend[j]!]! -= 1 / cooks;
    }
  }
  // load becomes the running level, then its prefix sums (load[t] = total over [0, t)).
  let level = 0, total = 0;
  for (let t = 0; t <= span; t++) {
    level += load[t]!;
    const here = level;
    load[t] = total;
    total += here;
  }
  const width = 1 + random.int(Math.max(1, Math.floor(span / 2)));
  let from = 0, bestLoad = -1;
  for (let t = 0; t + width <= span; t++) {
    const w = load[t + width]! - load[t]!;
    if (w > bestLoad) { bestLoad = w; from = t; }
  }
  const to = from + width;
  const head = scratch.inHead;
  taken.fill(0);
  for (let j = 0; j < n; j++) head[j] = mother.start[j]! < from ? 1 : 0;
  const out = child.list, pref = child.prefer;
  let i = 0;
  for (let k = 0; k < n; k++) {
    const j = father.list[k]!;
    if (head[j] === 1) { taken[j] = 1; out[i++] = j; pref[j] = father.prefer[j]!; }
  }
  for (let k = 0; k < n; k++) {
    const j = mother.list[k]!;
    const s = mother.start[j]!;
    if (s >= from && s < to) { taken[j] = 1; out[i++] = j; pref[j] = mother.prefer[j]!; }
  }
  for (let k = 0; k < n; k++) {
    const j = father.list[k]!;
    if (taken[j] === 0) { out[i++] = j; pref[j] = father.prefer[j]!; }
  }
  return true;
}

/** Share of children the peak crossover makes in long searches; the others use two points. */
export const PEAK_SHARE = 0.5;

/**
 * Evolves `population` (already evaluated) until the evaluator says stop. Returns nothing: the
 * evaluator keeps the best schedule it has seen.
 */
export function evolve(m: Meal, population: Individual[], ev: Evaluator, random: Random, peakShare = PEAK_SHARE, cookRate = COOK_RATE): void {
  let size = population.length;
  if (size < 2 || m.n < 2) return;
  const taken = new Uint8Array(m.n);
  let horizon = 0;
  for (const ind of population) if (Number.isFinite(ind.makespan)) horizon = Math.max(horizon, ind.makespan);
  const scratch: PeakScratch = { load: new Float64Array(horizon + 2), inHead: new Uint8Array(m.n) };
  // Members that drop out are reused as children: every field is written again before it is read
  // (the crossovers write the whole list and every preference, evaluation the rest).
  const pool: Individual[] = [];
  const pick = (): Individual => {
    // Binary tournament.
    const a = population[random.int(size)]!, b = population[random.int(size)]!;
    return a.makespan <= b.makespan ? a : b;
  };
  while (ev.keepGoing()) {
    const children: Individual[] = [];
    for (let c = 0; c < size && ev.keepGoing(); c += 2) {
      const mother = pick(), father = pick();
      for (const [x, y] of [[mother, father], [father, mother]] as const) {
        const child = pool.pop() ?? newIndividual(m.n);
        if (!(peakShare > 0 && random.next() < peakShare && peakCrossover(m, x, y, child, taken, scratch, random))) crossover(x, y, child, taken, random);
        mutate(m, child.list, 0.05, random);
        mutateCooks(m, child.prefer, cookRate, random);
        ev.prepare?.(child);
        child.makespan = ev.evaluate(child);
        children.push(child);
        if (!ev.keepGoing()) break;
      }
    }
    // Survivors: the best of parents and children, dropping exact duplicates to keep diversity.
    const all = population.concat(children).sort((a, b) => a.makespan - b.makespan);
    const was = size;
    if (ev.targetSize) size = Math.max(2, Math.min(all.length, ev.targetSize()));
    const next: Individual[] = [];
    for (const ind of all) {
      if (next.length >= size) break;
      // Sorted by makespan, so only the tail of `next` can hold an equal.
      let duplicate = false;
      for (let i = next.length - 1; i >= 0 && next[i]!.makespan === ind.makespan; i--)
        if (sameList(next[i]!.list, ind.list) && sameList(next[i]!.prefer, ind.prefer)) { duplicate = true; break; }
      if (!duplicate) next.push(ind);
    }
    for (let i = 0; next.length < size; i++) next.push(all[i]!);
    population.splice(0, was, ...next);
    // `all` can hold one member twice (the fill above), so each goes to the pool once.
    const kept = new Set(next), freed = new Set<Individual>();
    for (const ind of all) if (!kept.has(ind)) freed.add(ind);
    for (const ind of freed) pool.push(ind);
  }
}

function sameList(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
