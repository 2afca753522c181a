/**
 * Forward-backward improvement by double justification (Valls, Ballestin & Quintanilla 2005):
 * shift every activity as late as it goes (by decreasing finish), then as early as it goes (by
 * increasing start). Each move keeps the schedule feasible, so the makespan never grows. Activities
 * that take part in equipment holds stay where they are.
 */
import type { Meal } from './meal';
import type { Schedule, Timeline } from './timeline';

/** Scratch buffers reused across calls, so justification does not allocate. */
export class Justifier {
  private readonly keys: Float64Array;

  constructor(private readonly m: Meal, private readonly tl: Timeline) {
    this.keys = new Float64Array(m.n);
  }

  /** Activities sorted by `key(j)` ascending into `keys` (as key * n + j). */
  private sortBy(s: Schedule, byEnd: boolean): void {
    const m = this.m, n = m.n, keys = this.keys;
    for (let j = 0; j < n; j++) keys[j] = (byEnd ? -(s.start[j]! + m.dur[j]!) : s.start[j]!) * n + (byEnd ? n - 1 - j : j);
    keys.sort();
  }

  private index(i: number): number {
    const n = this.m.n, k = this.keys[i]!;
    return ((k % n) + n) % n;
  }

  /**
   * Shifts activities right, latest finishing first, with every finish at or before `bound`.
   * `only` restricts the move to the flagged activities. The timeline must hold `s`.
   */
  shiftRight(s: Schedule, bound: number, only?: Uint8Array): void {
    const m = this.m, tl = this.tl, n = m.n;
    this.sortBy(s, true);
    for (let i = 0; i < n; i++) {
      let j = this.index(i);
      j = m.n - 1 - j;
      if (m.pinned[j] === 1 || (only && only[j] !== 1)) continue;
      let lf = bound;
      for (let k = m.succs.start[j]!; k < m.succs.start[j + 1]!; k++) lf = Math.min(lf, s.start[m.succs.data[k]!]!);
      const orig = s.start[j]!, hi = lf - m.dur[j]!;
      if (hi <= orig) continue;
      tl.remove(j, orig, s.cook[j]!);
      const t = tl.latest(j, orig + 1, hi);
      if (t < 0) tl.place(j, orig, s.cook[j]!);
      else {
        s.start[j] = t;
        s.cook[j] = tl.pickedCook;
        tl.place(j, t, tl.pickedCook);
      }
    }
    this.remeasure(s);
  }

  /** Shifts activities left, earliest starting first. The timeline must hold `s`. */
  shiftLeft(s: Schedule): void {
    const m = this.m, tl = this.tl, n = m.n;
    this.sortBy(s, false);
    for (let i = 0; i < n; i++) {
      const j = this.index(i);
      if (m.pinned[j] === 1) continue;
      let es = m.release[j]!;
      for (let k = m.preds.start[j]!; k < m.preds.start[j + 1]!; k++) {
        const p = m.preds.data[k]!;
        es = Math.max(es, s.start[p]! + m.dur[p]!);
      }
      const orig = s.start[j]!;
      if (es >= orig) continue;
      tl.remove(j, orig, s.cook[j]!);
      const t = tl.earliest(j, es, orig - 1);
      if (t < 0) tl.place(j, orig, s.cook[j]!);
      else {
        s.start[j] = t;
        s.cook[j] = tl.pickedCook;
        tl.place(j, t, tl.pickedCook);
      }
    }
    this.remeasure(s);
  }

  /** A right pass to the current makespan then a left pass, repeated (up to 3) while it helps. */
  justify(s: Schedule): void {
    for (let i = 0; i < 3; i++) {
      const before = s.makespan;
      this.shiftRight(s, s.makespan);
      this.shiftLeft(s);
      if (s.makespan >= before) break;
    }
  }

  private remeasure(s: Schedule): void {
    const m = this.m;
    let ms = m.baseEnd;
    for (let j = 0; j < m.n; j++) ms = Math.max(ms, s.start[j]! + m.dur[j]!);
    s.makespan = ms;
  }
}
