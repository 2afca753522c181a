/**
 * Cook moves: a local search on the best schedule of a meal with a choice of cooks. On cook-tight
 * meals (iMOPSE) the best plans end at their busiest cook's total time: the finish is set by a
 * chain of tasks, each waiting for its predecessor or for the task before it on the same cook.
 * A move takes one task of such a chain off its cook (to another qualified cook, or swapped with
 * a task of that cook) or, now and then, puts a chain task that waits only for its cook before the
 * task its cook does first; it decodes the schedule again in the activity order with the cooks
 * kept, and justifies it. A move is kept when the finish is no later and no more tasks end
 * at it (sideways moves let the search cross plateaus); the search's evaluator keeps the best.
 */
import type { Evaluator, Individual } from './genetic';
import { listFromSchedule, newIndividual } from './genetic';
import type { Meal } from './meal';
import { hasCookChoice, qualifiedFor } from './meal';
import type { Random } from './prng';
import type { Schedule } from './timeline';

/** Share of moves that swap two tasks between cooks instead of moving one. */
const SWAP_SHARE = 0.3;
/**
 * Share of moves that, where the chain has a task waiting only for its cook, start it before the
 * task its cook does first instead (d36 at 165 schedules, seeds 1-6 / 7-12: 0 gave 3.245 / 3.242 %,
 * 0.2 gave 3.195 / 3.174 %, 0.35 gave 3.218 % on 7-12).
 */
const ORDER_SHARE = 0.2;

/** Tasks that end at the finish of the schedule of `ind` (`ind.start`, its makespan). */
function lateCount(m: Meal, ind: Individual): number {
  let late = 0;
  for (let j = 0; j < m.n; j++) if (ind.start[j]! + m.dur[j]! === ind.makespan) late++;
  return late;
}

/** Scratch space and the walk of one local search. */
export class CookMoves {
  private readonly chain: Int32Array;
  /** Per chain entry: 1 if it is the task before the previous entry on the same cook. */
  private readonly viaCook: Uint8Array;
  private readonly mark: Uint8Array;
  private readonly bucket: Int32Array;
  private readonly endOf: Int32Array;
  private readonly first: Int32Array;
  private readonly members: Int32Array;

  constructor(private readonly m: Meal) {
    this.chain = new Int32Array(m.n);
    this.viaCook = new Uint8Array(m.n);
    this.mark = new Uint8Array(m.n);
    this.bucket = new Int32Array(m.H + 1);
    this.endOf = new Int32Array(m.cooks.length);
    this.first = new Int32Array(m.cooks.length + 2);
    this.members = new Int32Array(m.n);
  }

  /** Whether the meal has anything to move: no holds, and a task with a cook's time and a choice of cook. */
  static useful(m: Meal): boolean {
    return !m.hasHolds && hasCookChoice(m);
  }

  /**
   * Runs moves from `from` (a complete schedule) while `ev.keepGoing()`; each move costs one
   * evaluation. The evaluator decodes `list` with `prefer` as every task's cook, justifies, and
   * writes the result back into the individual (see Evaluator.evaluate). Returns the schedule the
   * walk ended on: never later than `from`.
   */
  run(from: Schedule, ev: Pick<Evaluator, 'evaluate' | 'keepGoing'>, random: Random): Individual {
    const m = this.m;
    let cur = newIndividual(m.n), trial = newIndividual(m.n);
    listFromSchedule(m, from, cur.list, this.bucket);
    cur.prefer.set(from.cook);
    cur.start.set(from.start);
    cur.makespan = from.makespan;
    let curLate = lateCount(m, cur);
    while (ev.keepGoing()) {
      trial.list.set(cur.list);
      trial.prefer.set(cur.prefer);
      trial.start.set(cur.start);
      trial.makespan = cur.makespan;
      let proposed = false;
      for (let tries = 0; tries < 8 && !proposed; tries++) proposed = this.propose(trial, random);
      if (!proposed) break;
      const ms = ev.evaluate(trial);
      trial.makespan = ms;
      if (!Number.isFinite(ms)) continue;
      const late = lateCount(m, trial);
      if (ms < cur.makespan || (ms === cur.makespan && late <= curLate)) {
        [cur, trial] = [trial, cur];
        curLate = late;
      }
    }
    return cur;
  }

  /**
   * Changes the cook of one task on a critical chain of `ind` (walked back at random from a task
   * that ends at the finish), or swaps it with a task of the other cook, or reorders two tasks of
   * one cook on the chain (see {@link reorder}). False if none of these applies.
   */
  private propose(ind: Individual, random: Random): boolean {
    const m = this.m, n = m.n, start = ind.start, cook = ind.prefer, chain = this.chain;
    // A random task ending at the finish.
    let late = 0, j = -1;
    for (let k = 0; k < n; k++) if (start[k]! + m.dur[k]! === ind.makespan && random.int(++late) === 0) j = k;
    if (j < 0) return false;
    let len = 0, via = 0, reorders = 0;
    for (;;) {
      this.viaCook[len] = via;
      chain[len++] = j;
      const s = start[j]!;
      if (s <= m.release[j]!) break;
      // What holds j back: a predecessor ending at its start, or its cook's task ending then.
      let next = -1, seen = 0, fromCook = 0;
      for (let k = m.preds.start[j]!; k < m.preds.start[j + 1]!; k++) {
        const p = m.preds.data[k]!;
        if (start[p]! + m.dur[p]! === s && random.int(++seen) === 0) next = p;
      }
      const c = cook[j]!;
      if (c >= 0)
        for (let k = 0; k < n; k++)
          if (k !== j && cook[k] === c && start[k]! + m.attend[k]! === s && m.attend[k]! > 0 && random.int(++seen) === 0) { next = k; fromCook = 1; }
      if (next < 0 || len >= n) break;
      via = fromCook;
      reorders += fromCook;
      j = next;
    }
    if (reorders > 0 && random.next() < ORDER_SHARE && this.reorder(ind, len, reorders, random)) return true;
    // Each cook's end in this schedule: a task goes to a cook that can take it before the finish.
    // And each cook's tasks (members[first[c] .. first[c + 1])), for the swaps.
    const endOf = this.endOf, first = this.first, members = this.members, C = m.cooks.length;
    endOf.fill(0);
    first.fill(0);
    for (let k = 0; k < n; k++) {
      const c = cook[k]!;
      if (c < 0 || m.attend[k]! === 0) continue;
      endOf[c] = Math.max(endOf[c]!, start[k]! + m.attend[k]!);
      first[c + 2]!++;
    }
    for (let c = 2; c <= C + 1; c++) first[c]! += first[c - 1]!;
    for (let k = 0; k < n; k++) if (cook[k]! >= 0 && m.attend[k]! > 0) members[first[cook[k]! + 1]!++] = k;
    // A task of the chain with another cook to go to, tried from a random place.
    const off = random.int(len);
    for (let i = 0; i < len; i++) {
      const t = chain[(off + i) % len]!;
      const c = cook[t]!, q0 = m.qualified.start[t]!, q1 = m.qualified.start[t + 1]!, a = m.attend[t]!;
      if (c < 0 || a === 0 || q1 - q0 < 2) continue;
      // A cook that ends early enough to take it, else a swap with a shorter task of any other cook.
      let seen = 0, to = -1, other = -1;
      if (random.next() >= SWAP_SHARE)
        for (let q = q0; q < q1; q++) {
          const d = m.qualified.data[q]!;
          if (d !== c && endOf[d]! + a < ind.makespan && random.int(++seen) === 0) to = d;
        }
      if (to < 0) {
        seen = 0;
        for (let q = q0; q < q1; q++) {
          const d = m.qualified.data[q]!;
          if (d === c) continue;
          for (let x = first[d]!; x < first[d + 1]!; x++) {
            const k = members[x]!, b = m.attend[k]!;
            if (b >= a || endOf[d]! + a - b >= ind.makespan || !qualifiedFor(m, k, c)) continue;
            if (random.int(++seen) === 0) { to = d; other = k; }
          }
        }
      }
      if (to < 0) continue;
      cook[t] = to;
      if (other >= 0) cook[other] = c;
      return true;
    }
    return false;
  }

  /**
   * Puts a task that waits only for its cook before the task its cook does first (the `pick`-th
   * such pair of the chain, at random), in the activity list: the decoding then starts it first.
   * False if a predecessor of the task lies between the two in the list.
   */
  private reorder(ind: Individual, len: number, pairs: number, random: Random): boolean {
    const m = this.m, n = m.n, list = ind.list, start = ind.start, chain = this.chain;
    let pick = random.int(pairs), t = -1, k = -1;
    for (let i = 1; i < len && t < 0; i++) {
      if (this.viaCook[i] !== 1) continue;
      const x = chain[i - 1]!;
      let ready = m.release[x]!;
      for (let q = m.preds.start[x]!; q < m.preds.start[x + 1]!; q++) ready = Math.max(ready, start[m.preds.data[q]!]! + m.dur[m.preds.data[q]!]!);
      if (ready >= start[x]!) continue;
      if (pick-- === 0) { t = x; k = chain[i]!; }
    }
    if (t < 0) return false;
    let pt = -1, pk = -1;
    for (let i = 0; i < n; i++) {
      if (list[i] === t) pt = i;
      else if (list[i] === k) pk = i;
    }
    if (pk < 0 || pt < pk) return false;
    const mark = this.mark;
    for (let q = m.preds.start[t]!; q < m.preds.start[t + 1]!; q++) mark[m.preds.data[q]!] = 1;
    let free = true;
    for (let i = pk; i < pt && free; i++) if (mark[list[i]!] === 1) free = false;
    for (let q = m.preds.start[t]!; q < m.preds.start[t + 1]!; q++) mark[m.preds.data[q]!] = 0;
    if (!free) return false;
    list.copyWithin(pk + 1, pk, pt);
    list[pk] = t;
    return true;
  }
}
