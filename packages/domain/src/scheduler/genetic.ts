/**
 * A genetic algorithm over activity lists (Hartmann 1998) with double justification of every
 * child (Valls et al. 2005): two-point crossover that keeps lists precedence-feasible, adjacent
 * swap mutation, serial decoding, and replacement of each list by the start order of its
 * justified schedule, so the population learns from the improvement.
 */
import type { Meal } from './meal';
import type { Random } from './prng';
import type { Schedule } from './timeline';

/** One member of the population. */
export interface Individual {
  list: Int32Array;
  makespan: number;
}

/** What the search needs from the planner: decode + improve a list, and whether to go on. */
export interface Evaluator {
  /** Schedules `list`, improves it, rewrites `list` in start order; returns the makespan. */
  evaluate(list: Int32Array): number;
  /** False once the budget is spent or the bound is reached. */
  keepGoing(): boolean;
}

/** Rewrites `list` as the activities ordered by start time (ties in topological order). */
export function listFromSchedule(m: Meal, s: Schedule, rank: Int32Array, list: Int32Array, keys: Float64Array): void {
  const n = m.n;
  for (let j = 0; j < n; j++) keys[j] = (s.start[j]! * n + rank[j]!) * n + j;
  keys.sort();
  for (let i = 0; i < n; i++) list[i] = keys[i]! % n;
}

function crossover(mother: Int32Array, father: Int32Array, child: Int32Array, taken: Uint8Array, random: Random): void {
  const n = mother.length;
  let q1 = random.int(n + 1), q2 = random.int(n + 1);
  if (q1 > q2) [q1, q2] = [q2, q1];
  taken.fill(0);
  let i = 0;
  for (; i < q1; i++) taken[(child[i] = mother[i]!)] = 1;
  for (let k = 0; i < q2 && k < n; k++) {
    const j = father[k]!;
    if (taken[j] === 0) { taken[j] = 1; child[i++] = j; }
  }
  for (let k = 0; i < n && k < n; k++) {
    const j = mother[k]!;
    if (taken[j] === 0) { taken[j] = 1; child[i++] = j; }
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

/**
 * Evolves `population` (already evaluated) until the evaluator says stop. Returns nothing: the
 * evaluator keeps the best schedule it has seen.
 */
export function evolve(m: Meal, population: Individual[], ev: Evaluator, random: Random): void {
  const size = population.length;
  if (size < 2 || m.n < 2) return;
  const taken = new Uint8Array(m.n);
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
        const list = new Int32Array(m.n);
        crossover(x.list, y.list, list, taken, random);
        mutate(m, list, 0.05, random);
        children.push({ list, makespan: ev.evaluate(list) });
        if (!ev.keepGoing()) break;
      }
    }
    // Survivors: the best of parents and children, dropping exact duplicates to keep diversity.
    const all = population.concat(children).sort((a, b) => a.makespan - b.makespan);
    const next: Individual[] = [];
    for (const ind of all) {
      if (next.length >= size) break;
      if (next.some((o) => o.makespan === ind.makespan && sameList(o.list, ind.list))) continue;
      next.push(ind);
    }
    for (let i = 0; next.length < size; i++) next.push(all[i]!);
    population.splice(0, size, ...next);
  }
}

function sameList(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
