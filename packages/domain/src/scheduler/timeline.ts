/**
 * The kitchen's load over time: equipment units in use and cook busy flags per time unit, as flat
 * typed arrays. Schedule generators and justification ask it where an activity fits; nothing here
 * allocates after construction.
 */
import type { Meal } from './meal';
import type { PackedLoad } from './packed-load';
import { GUARD, packLoad } from './packed-load';
import { SettingGrid } from './setting-grid';
import type { Schedule } from './schedule';

export type { Schedule } from './schedule';
export { newSchedule, copySchedule } from './schedule';

export class Timeline {
  readonly use: Int32Array;
  readonly busy: Uint8Array;
  /** The cook chosen by the last successful {@link earliest} or {@link latest} call. */
  pickedCook = -1;
  /**
   * The setting unit chosen by the last successful {@link earliest} or {@link latest} call, or
   * the unit of the activity last removed (so putting it back where it was keeps its unit).
   */
  pickedUnit = -1;
  /** Units of settings (ovens) over time, or null for meals without settings. */
  private readonly grid: SettingGrid | null;
  /** The unit each placed activity is on. */
  private readonly unitOf: Int32Array;
  /**
   * Per activity, the cook the serial scheme must use (-1: any qualified cook), or null. Set by
   * the search around a decoding; justification runs without it.
   */
  prefer: Int32Array | null = null;

  /** Per cook, within one earliest/latest call: the bound up to which it is known busy. */
  private readonly skip: Int32Array;
  /**
   * Per busy cell of `busy` (cook row, time): the end of the booking that covers it, so a search
   * jumps over a cook's busy run booking by booking instead of cell by cell. Read only where
   * `busy` is 1: every booking writes its cells, and cells of running tasks keep the end of their
   * run from construction on, so nothing needs resetting.
   */
  private readonly until: Int32Array;
  /** Per busy cell: the start of the booking that covers it (the backward jump of {@link latest}). */
  private readonly since: Int32Array;
  /** Per demand entry (see Meal.demand): the row of its equipment in `use`, and the use above which it does not fit. */
  private readonly demBase: Int32Array;
  private readonly demCap: Int32Array;
  /** Free equipment packed per time unit, for meals that fit (see packed-load.ts), else null. */
  private readonly packed: Int32Array | null;
  private readonly pack: PackedLoad | null;

  /** `packing` false keeps the per-equipment tests only (for tests comparing both). */
  constructor(private readonly meal: Meal, packing = true) {
    const dem = meal.demand.data;
    this.demBase = Int32Array.from(dem, (r) => r * meal.H);
    this.demCap = Int32Array.from(dem, (r, k) => meal.capacity[r]! - meal.demQty[k]!);
    this.skip = new Int32Array(meal.cooks.length);
    // Only for meals with equipment where no activity needs a cook (pure RCPSP such as PSPLIB):
    // kitchen meals (live re-plans, iMOPSE) keep the per-equipment load alone, as before.
    this.grid = meal.setting ? new SettingGrid(meal.setting, meal.H, meal.dur) : null;
    this.unitOf = new Int32Array(meal.n).fill(-1);
    this.pack = packing && meal.setting === null && meal.equipment.length > 0 && meal.needsCook.every((x) => x !== 1) ? packLoad(meal) : null;
    this.packed = this.pack ? Int32Array.from(this.pack.base) : null;
    this.use = new Int32Array(meal.baseUse.length);
    this.busy = new Uint8Array(meal.baseBusy.length);
    this.until = new Int32Array(meal.baseBusy.length);
    this.since = new Int32Array(meal.baseBusy.length);
    const H = meal.H, base = meal.baseBusy;
    for (let c = 0; c < meal.cooks.length; c++) {
      for (let x = 0; x < H; ) {
        if (base[c * H + x] === 0) { x++; continue; }
        let e = x;
        while (e < H && base[c * H + e] === 1) e++;
        this.until.fill(e, c * H + x, c * H + e);
        this.since.fill(x, c * H + x, c * H + e);
        x = e;
      }
    }
  }

  /** Back to the running tasks only. */
  reset(): void {
    // Packed meals never read `use` (no activity needs a cook): it is not kept up to date.
    if (this.packed === null) this.use.set(this.meal.baseUse);
    this.busy.set(this.meal.baseBusy);
    if (this.packed) this.packed.set(this.pack!.base);
    this.grid?.reset();
  }

  /** Loads a complete schedule. */
  load(s: Schedule): void {
    this.reset();
    for (let j = 0; j < this.meal.n; j++) this.place(j, s.start[j]!, s.cook[j]!, s.unit[j]!);
  }

  /** The setting unit j fits on at t (-1: none fits); true at once for an activity without a setting. */
  private settingFits(j: number, t: number): boolean {
    const grid = this.grid;
    this.unitHere = -1;
    if (grid === null || this.meal.setting!.eq[j]! < 0) return true;
    this.unitHere = grid.unitAt(j, t);
    return this.unitHere >= 0;
  }
  private unitHere = -1;

  /**
   * Earliest start in [from, limit] at which activity j fits (equipment for its duration, its
   * claims from then on, a qualified cook for its cook time); -1 if none. Sets `pickedCook`.
   */
  earliest(j: number, from: number, limit: number): number {
    const m = this.meal, H = m.H, use = this.use, busy = this.busy;
    const d = m.dur[j]!, a = m.attend[j]!;
    const packed = this.packed;
    if (packed !== null && m.needsCook[j] !== 1) {
      // One test per time unit for the whole demand; the last conflict in the window skips furthest.
      const q = this.pack!.demand[j]!;
      let t = from;
      fast: while (t <= limit && t + d < H) {
        for (let x = t + d - 1; x >= t; x--) if ((((packed[x]! | GUARD) - q) & GUARD) !== GUARD) { t = x + 1; continue fast; }
        this.pickedCook = -1;
        return t;
      }
      return -1;
    }
    const d0 = m.demand.start[j]!, d1 = m.demand.start[j + 1]!;
    const c0 = m.claims.start[j]!, c1 = m.claims.start[j + 1]!;
    const q0 = m.qualified.start[j]!, q1 = m.qualified.start[j + 1]!;
    // Locals, not property loads, in the loops below (this is the planner's hottest function).
    const demBase = this.demBase, demCap = this.demCap, qual = m.qualified.data, qualScore = m.qualScore;
    const skip = this.skip, until = this.until;
    const needsCook = m.needsCook[j] === 1;
    const only = this.prefer === null ? -1 : this.prefer[j]!;
    // A cook found busy somewhere in [t, t + a) until u stays unusable for every start before u.
    for (let k = q0; k < q1; k++) skip[qual[k]!] = -1;
    let t = from;
    search: while (t <= limit && t + d < H) {
      for (let k = d0; k < d1; k++) {
        const base = demBase[k]!, cap = demCap[k]!;
        // Scan from the end so one conflict skips as far as possible.
        for (let x = base + t + d - 1, lo = base + t; x >= lo; x--) if (use[x]! > cap) { t = x - base + 1; continue search; }
      }
      for (let k = c0; k < c1; k++) {
        const r = m.claims.data[k]!, base = r * H;
        let own = 0;
        for (let i = d0; i < d1; i++) if (m.demand.data[i] === r) own += m.demQty[i]!;
        for (let x = H - 1; x >= t; x--) if (use[base + x]! + 1 + (x < t + d ? own : 0) > m.capacity[r]!) { t = x + 1; continue search; }
      }
      if (this.grid !== null && !this.settingFits(j, t)) { t++; continue search; }
      if (needsCook) {
        let best = -1, bestScore = 0x7fffffff, next = 0x7fffffff;
        for (let k = q0; k < q1; k++) {
          const c = qual[k]!, base = c * H;
          if (only >= 0 && c !== only) continue;
          const sc = skip[c]!;
          if (t < sc) {
            if (sc < next) next = sc;
            continue;
          }
          // From the end: the last busy cell of the window lies in the run that ends furthest on.
          let free = true;
          for (let x = base + t + a - 1, lo = base + t; x >= lo; x--) {
            if (busy[x] === 1) {
              free = false;
              let u = until[x]!;
              while (u < H && busy[base + u] === 1) u = until[base + u]!;
              skip[c] = u;
              if (u < next) next = u;
              break;
            }
          }
          if (!free) continue;
          // Prefer the cook who just finished something: fewer idle gaps.
          const score = qualScore[k]! * 2 + (t > 0 && busy[base + t - 1] === 0 ? 1 : 0);
          if (score < bestScore) { bestScore = score; best = c; }
        }
        if (best < 0) { t = next; continue; }
        this.pickedCook = best;
      } else this.pickedCook = -1;
      this.pickedUnit = this.unitHere;
      return t;
    }
    return -1;
  }

  /**
   * Latest start in [lo, hi] at which activity j fits, for an activity without holds; -1 if none.
   * Sets `pickedCook`. Honours `prefer` like {@link earliest}.
   */
  latest(j: number, lo: number, hi: number): number {
    const m = this.meal, H = m.H, use = this.use, busy = this.busy;
    const d = m.dur[j]!, a = m.attend[j]!;
    const packed = this.packed;
    if (packed !== null && m.needsCook[j] !== 1) {
      // The first conflict in the window skips furthest down.
      const q = this.pack!.demand[j]!;
      let s = Math.min(hi, H - 1 - d);
      fast: while (s >= lo) {
        for (let x = s, end = s + d; x < end; x++) if ((((packed[x]! | GUARD) - q) & GUARD) !== GUARD) { s = x - d; continue fast; }
        this.pickedCook = -1;
        return s;
      }
      return -1;
    }
    const d0 = m.demand.start[j]!, d1 = m.demand.start[j + 1]!;
    const q0 = m.qualified.start[j]!, q1 = m.qualified.start[j + 1]!;
    const demBase = this.demBase, demCap = this.demCap, qual = m.qualified.data, qualScore = m.qualScore;
    const skip = this.skip, since = this.since;
    const needsCook = m.needsCook[j] === 1;
    const only = this.prefer === null ? -1 : this.prefer[j]!;
    // A cook found busy at x stays unusable for every start above (the start of x's run) - a.
    for (let k = q0; k < q1; k++) skip[qual[k]!] = 0x7fffffff;
    let s = Math.min(hi, H - 1 - d);
    search: while (s >= lo) {
      for (let k = d0; k < d1; k++) {
        const base = demBase[k]!, cap = demCap[k]!;
        for (let x = base + s, end = base + s + d; x < end; x++) if (use[x]! > cap) { s = x - base - d; continue search; }
      }
      if (this.grid !== null && !this.settingFits(j, s)) { s--; continue search; }
      if (needsCook) {
        let best = -1, bestScore = 0x7fffffff, next = -1;
        for (let k = q0; k < q1; k++) {
          const c = qual[k]!, base = c * H;
          if (only >= 0 && c !== only) continue;
          const sc = skip[c]!;
          if (s > sc) {
            if (sc > next) next = sc;
            continue;
          }
          let free = true;
          for (let x = base + s, end = base + s + a; x < end; x++) {
            if (busy[x] === 1) {
              free = false;
              let u = since[x]!;
              while (u > 0 && busy[base + u - 1] === 1) u = since[base + u - 1]!;
              skip[c] = u - a;
              if (u - a > next) next = u - a;
              break;
            }
          }
          if (!free) continue;
          const score = qualScore[k]! * 2 + (busy[base + s + a] === 0 ? 1 : 0);
          if (score < bestScore) { bestScore = score; best = c; }
        }
        if (best < 0) { s = next; continue; }
        this.pickedCook = best;
      } else this.pickedCook = -1;
      this.pickedUnit = this.unitHere;
      return s;
    }
    return -1;
  }

  /**
   * Books activity j at time s with cook c (-1: none), including its holds, on setting unit `u`
   * (default: the unit picked last, see {@link pickedUnit}).
   */
  place(j: number, s: number, c: number, u = this.pickedUnit): void {
    this.book(j, s, c, 1);
    if (this.grid !== null) {
      this.unitOf[j] = this.meal.setting!.eq[j]! < 0 ? -1 : u;
      this.grid.book(j, s, this.unitOf[j]!, 1);
    }
    const m = this.meal, H = m.H;
    for (let k = m.claims.start[j]!; k < m.claims.start[j + 1]!; k++) {
      const base = m.claims.data[k]! * H;
      for (let x = s; x < H; x++) this.use[base + x]!++;
    }
    const end = s + m.dur[j]!;
    for (let k = m.releases.start[j]!; k < m.releases.start[j + 1]!; k++) {
      const base = m.releases.data[k]! * H;
      for (let x = end; x < H; x++) this.use[base + x]!--;
    }
  }

  /** Unbooks activity j (never called for activities that take part in holds). */
  remove(j: number, s: number, c: number): void {
    this.book(j, s, c, -1);
    if (this.grid !== null) {
      this.grid.book(j, s, this.unitOf[j]!, -1);
      this.pickedUnit = this.unitOf[j]!;
    }
  }

  private book(j: number, s: number, c: number, sign: 1 | -1): void {
    const m = this.meal, use = this.use, demBase = this.demBase, demQty = m.demQty;
    const d = m.dur[j]!;
    const packed = this.packed;
    if (packed !== null) {
      const q = this.pack!.demand[j]! * -sign;
      for (let x = s, end = s + d; x < end; x++) packed[x]! += q;
      return;
    }
    for (let k = m.demand.start[j]!, k1 = m.demand.start[j + 1]!; k < k1; k++) {
      const q = demQty[k]! * sign;
      for (let x = demBase[k]! + s, end = x + d; x < end; x++) use[x]! += q;
    }
    if (c < 0) return;
    const from = c * m.H + s, to = from + m.attend[j]!, busy = this.busy;
    // Plain loops: three short fills cost more in call overhead than in writes.
    if (sign === 1) {
      const until = this.until, since = this.since, e = s + m.attend[j]!;
      for (let x = from; x < to; x++) {
        busy[x] = 1;
        until[x] = e;
        since[x] = s;
      }
    } else for (let x = from; x < to; x++) busy[x] = 0;
  }
}
