/**
 * Cook load balancing: moves and swaps of tasks between qualified cooks that lower the largest
 * total cook time. On multi-skill meals where the cooks, not the order of the tasks, decide the
 * finish (iMOPSE: nearly every cook is busy from start to end and the finish is the busiest
 * cook's), the serial scheme's greedy cook choice leaves ragged ends; a child whose inherited cooks
 * are balanced before it is decoded closes much of that gap.
 */
import type { Meal } from './meal';
import { hasCookChoice, qualifiedFor } from './meal';

/** Total cook time (running tasks included) divided by the cooks, rounded up; 0 without cooks. */
export function cookLoadBound(m: Meal): number {
  const C = m.cooks.length;
  if (C === 0) return 0;
  let work = 0;
  for (let x = 0; x < m.baseBusy.length; x++) work += m.baseBusy[x]!;
  for (let j = 0; j < m.n; j++) if (m.needsCook[j] === 1) work += m.attend[j]!;
  return Math.ceil(work / C);
}

/** Scratch space, allocated once per search. */
export class Balancer {
  private readonly load: Float64Array;
  /** Per cook, its activities: members[c * n .. c * n + count[c]). */
  private readonly members: Int32Array;
  private readonly count: Int32Array;
  /** Position of each activity in its cook's member list. */
  private readonly slot: Int32Array;
  /** Busy time of each cook from running tasks. */
  private readonly base: Float64Array;
  /** Whether any task has a choice of cook (else balancing has nothing to do). */
  readonly useful: boolean;

  constructor(private readonly m: Meal) {
    const C = m.cooks.length, H = m.H;
    this.load = new Float64Array(C);
    this.count = new Int32Array(C);
    this.members = new Int32Array(Math.max(1, C * m.n));
    this.slot = new Int32Array(m.n);
    this.base = new Float64Array(C);
    for (let c = 0; c < C; c++) for (let x = 0; x < m.baseEnd; x++) this.base[c]! += m.baseBusy[c * H + x]!;
    this.useful = hasCookChoice(m);
  }

  /**
   * Rewrites `cook` (a cook per activity, -1 for the scheme's own choice, which is left alone) so
   * that the busiest cook's total time goes down while a move or a swap helps; returns whether
   * anything changed. Each step lowers the peak load or the number of cooks at it, so this ends.
   */
  balance(cook: Int32Array): boolean {
    const m = this.m, C = m.cooks.length, load = this.load;
    load.set(this.base);
    this.count.fill(0);
    for (let j = 0; j < m.n; j++) {
      const c = cook[j]!;
      if (c < 0 || m.attend[j]! === 0) continue;
      load[c]! += m.attend[j]!;
      this.add(j, c);
    }
    let changed = false;
    for (let step = 0; step < 4 * m.n; step++) {
      let peak = 0;
      for (let c = 0; c < C; c++) if (load[c]! > peak) peak = load[c]!;
      let found = false;
      for (let top = 0; top < C && !found; top++) if (load[top] === peak) found = this.improve(cook, top, peak);
      if (!found) break;
      changed = true;
    }
    return changed;
  }

  /**
   * Applies the move (a task off cook `top`, at load `peak`) or swap (with a shorter task of
   * another cook) that leaves the larger of the two loads lowest, if that is below the peak.
   */
  private improve(cook: Int32Array, top: number, peak: number): boolean {
    const m = this.m, load = this.load, mine = this.members, n = m.n;
    let bestMax = peak, bj = -1, bk = -1, bc = -1;
    for (let i = 0; i < this.count[top]!; i++) {
      const j = mine[top * n + i]!, aj = m.attend[j]!;
      for (let q = m.qualified.start[j]!; q < m.qualified.start[j + 1]!; q++) {
        const c = m.qualified.data[q]!;
        if (c === top || load[c]! >= bestMax) continue;
        const moved = Math.max(peak - aj, load[c]! + aj);
        if (moved < bestMax) { bestMax = moved; bj = j; bk = -1; bc = c; }
        // A swap leaves the larger of the two loads at least at their mean.
        if (peak + load[c]! >= 2 * bestMax) continue;
        for (let i2 = 0; i2 < this.count[c]!; i2++) {
          const k = mine[c * n + i2]!, ak = m.attend[k]!;
          if (ak >= aj) continue;
          const swapped = Math.max(peak - aj + ak, load[c]! + aj - ak);
          if (swapped < bestMax && qualifiedFor(m, k, top)) { bestMax = swapped; bj = j; bk = k; bc = c; }
        }
      }
    }
    if (bj < 0) return false;
    this.reassign(cook, bj, top, bc);
    if (bk >= 0) this.reassign(cook, bk, bc, top);
    return true;
  }

  private reassign(cook: Int32Array, j: number, from: number, to: number): void {
    const n = this.m.n, a = this.m.attend[j]!;
    cook[j] = to;
    this.load[from]! -= a;
    this.load[to]! += a;
    // Out of `from`'s list (the last member takes its slot), into `to`'s.
    const last = this.members[from * n + --this.count[from]!]!;
    this.members[from * n + this.slot[j]!] = last;
    this.slot[last] = this.slot[j]!;
    this.add(j, to);
  }

  private add(j: number, c: number): void {
    this.slot[j] = this.count[c]!;
    this.members[c * this.m.n + this.count[c]!++] = j;
  }
}

/**
 * A lower bound from groups of cooks: the tasks that only the cooks of one task's qualified set
 * can do keep those cooks busy for their total time (plus what running tasks still need of them),
 * shared among them at best. With one cook who alone can do a long list of tasks (iMOPSE
 * 100_20_65_15, 200_20_97_15) this is far above total work over all cooks, and a plan that reaches
 * it is optimal, so the search can stop.
 */
export function cookGroupBound(m: Meal): number {
  const C = m.cooks.length, W = (C + 31) >>> 5, H = m.H;
  if (C === 0) return 0;
  const sets = new Uint32Array(m.n * W);
  for (let j = 0; j < m.n; j++)
    for (let q = m.qualified.start[j]!; q < m.qualified.start[j + 1]!; q++) sets[j * W + (m.qualified.data[q]! >>> 5)]! |= 1 << (m.qualified.data[q]! & 31);
  const base = new Float64Array(C);
  for (let c = 0; c < C; c++) for (let x = 0; x < m.baseEnd; x++) base[c]! += m.baseBusy[c * H + x]!;
  let lb = 0;
  for (let r = 0; r < m.n; r++) {
    if (m.attend[r]! === 0) continue;
    let size = 0, work = 0;
    for (let c = 0; c < C; c++) if ((sets[r * W + (c >>> 5)]! >>> (c & 31)) & 1) { size++; work += base[c]!; }
    if (size === 0 || size === C) continue;
    for (let j = 0; j < m.n; j++) {
      if (m.attend[j]! === 0) continue;
      let inside = true;
      for (let w = 0; w < W && inside; w++) if ((sets[j * W + w]! & ~sets[r * W + w]!) !== 0) inside = false;
      if (inside) work += m.attend[j]!;
    }
    lb = Math.max(lb, Math.ceil(work / size));
  }
  return lb;
}
