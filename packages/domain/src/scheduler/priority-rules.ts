/**
 * Priority rules for list scheduling (Kolisch & Hartmann 1999): latest finish time (LFT), latest
 * start time (LST), most total successors (MTS) and greatest rank positional weight (GRPW), and
 * regret-biased random sampling over a rule. Every rule is expressed as "smaller value first".
 */
import type { Meal } from './meal';
import type { Random } from './prng';

/** Critical-path times relative to now: earliest starts and latest finishes against the bound. */
export interface CriticalPath {
  earliestStart: Int32Array;
  latestFinish: Int32Array;
  /** Critical-path length, counting running tasks. */
  length: number;
}

/** Forward and backward pass over the activities (resources ignored). */
export function criticalPath(m: Meal): CriticalPath {
  const es = new Int32Array(m.n), lf = new Int32Array(m.n);
  let length = m.baseEnd;
  for (const j of m.order) {
    let t = m.release[j]!;
    for (let k = m.preds.start[j]!; k < m.preds.start[j + 1]!; k++) {
      const p = m.preds.data[k]!;
      t = Math.max(t, es[p]! + m.dur[p]!);
    }
    es[j] = t;
    length = Math.max(length, t + m.dur[j]!);
  }
  for (let i = m.n - 1; i >= 0; i--) {
    const j = m.order[i]!;
    let t = length;
    for (let k = m.succs.start[j]!; k < m.succs.start[j + 1]!; k++) {
      const s = m.succs.data[k]!;
      t = Math.min(t, lf[s]! - m.dur[s]!);
    }
    lf[j] = t;
  }
  return { earliestStart: es, latestFinish: lf, length };
}

/** A named rule: per-activity values, smaller first. */
export interface PriorityRule {
  name: string;
  value: Float64Array;
}

/** The four classic rules, ties broken by LFT where the rule itself is coarse. */
export function classicRules(m: Meal, cp: CriticalPath): PriorityRule[] {
  const n = m.n;
  const lft = Float64Array.from(cp.latestFinish);
  const lst = Float64Array.from({ length: n }, (_, j) => cp.latestFinish[j]! - m.dur[j]!);
  // Total successors: transitive closure by bitsets in reverse topological order.
  const words = Math.ceil(n / 32);
  const reach = new Uint32Array(n * words);
  const mts = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    const j = m.order[i]!;
    for (let k = m.succs.start[j]!; k < m.succs.start[j + 1]!; k++) {
      const s = m.succs.data[k]!;
      reach[j * words + (s >>> 5)]! |= 1 << (s & 31);
      for (let w = 0; w < words; w++) reach[j * words + w]! |= reach[s * words + w]!;
    }
    let count = 0;
    for (let w = 0; w < words; w++) {
      let x = reach[j * words + w]!;
      while (x) { x &= x - 1; count++; }
    }
    mts[j] = -count + lft[j]! / (4 * (cp.length + 1));
  }
  const grpw = Float64Array.from({ length: n }, (_, j) => {
    let w = m.dur[j]!;
    for (let k = m.succs.start[j]!; k < m.succs.start[j + 1]!; k++) w += m.dur[m.succs.data[k]!]!;
    return -w + lft[j]! / (4 * (cp.length + 1));
  });
  return [
    { name: 'LFT', value: lft },
    { name: 'LST', value: lst },
    { name: 'MTS', value: mts },
    { name: 'GRPW', value: grpw },
  ];
}

/**
 * A precedence-feasible activity list: repeatedly picks among the activities whose predecessors
 * are all listed. Without `random` the smallest value wins; with it, regret-based biased sampling:
 * probability proportional to (max value in the eligible set - value + 1)^alpha.
 */
export function activityList(m: Meal, value: Float64Array, random?: Random, alpha = 1): Int32Array {
  const n = m.n;
  const list = new Int32Array(n);
  const missing = Int32Array.from({ length: n }, (_, j) => m.preds.start[j + 1]! - m.preds.start[j]!);
  const eligible: number[] = [];
  for (let j = 0; j < n; j++) if (missing[j] === 0) eligible.push(j);
  const weight: number[] = [];
  for (let i = 0; i < n; i++) {
    let pick = 0;
    if (!random) {
      for (let e = 1; e < eligible.length; e++) if (value[eligible[e]!]! < value[eligible[pick]!]!) pick = e;
    } else {
      let max = -Infinity;
      for (const j of eligible) max = Math.max(max, value[j]!);
      let total = 0;
      weight.length = eligible.length;
      for (let e = 0; e < eligible.length; e++) total += weight[e] = Math.pow(max - value[eligible[e]!]! + 1, alpha);
      let r = random.next() * total;
      for (pick = 0; pick < eligible.length - 1; pick++) if ((r -= weight[pick]!) < 0) break;
    }
    const j = eligible[pick]!;
    eligible[pick] = eligible[eligible.length - 1]!;
    eligible.pop();
    list[i] = j;
    for (let k = m.succs.start[j]!; k < m.succs.start[j + 1]!; k++) if (--missing[m.succs.data[k]!]! === 0) eligible.push(m.succs.data[k]!);
  }
  return list;
}

/** Activities sorted by a rule, best first (for the parallel scheme, which checks precedence itself). */
export function priorityOrder(value: Float64Array): Int32Array {
  return Int32Array.from(value.keys()).sort((a, b) => value[a]! - value[b]! || a - b);
}
