/**
 * The free equipment of a small kitchen packed into one 32-bit word per time unit: up to four
 * kinds of equipment, 7 bits each with a guard bit above (so at most 127 units of a kind). One
 * subtraction then tells whether an activity's whole demand fits at a time (SIMD within a register),
 * instead of one test per kind of equipment. Used by the Timeline for pure RCPSP meals such as
 * PSPLIB (at most 4 resources of at most 127 units); the search finds the same starts either way.
 */
import type { Meal } from './meal';

/** The guard bits of the four lanes. */
export const GUARD = 0x80808080 | 0;

/** Whether packed demand `q` fits in packed free capacity `f` (every lane f >= q). */
export const fits = (f: number, q: number): boolean => (((f | GUARD) - q) & GUARD) === GUARD;

export interface PackedLoad {
  /** Free capacity per time unit of the running tasks alone (length H). */
  base: Int32Array;
  /** Per activity, its whole demand packed (0: none). */
  demand: Int32Array;
}

/** The packed form of the meal's load, or null when the meal does not fit the lanes. */
export function packLoad(m: Meal): PackedLoad | null {
  const R = m.equipment.length, H = m.H;
  if (R > 4 || m.hasHolds) return null;
  for (let r = 0; r < R; r++) if (m.capacity[r]! > 127) return null;
  const base = new Int32Array(H);
  for (let x = 0; x < H; x++) {
    let w = 0;
    for (let r = 0; r < R; r++) {
      const free = m.capacity[r]! - m.baseUse[r * H + x]!;
      if (free < 0) return null;
      w |= free << (8 * r);
    }
    base[x] = w;
  }
  const demand = new Int32Array(m.n);
  for (let j = 0; j < m.n; j++) {
    let w = 0;
    for (let k = m.demand.start[j]!; k < m.demand.start[j + 1]!; k++) {
      const q = m.demQty[k]!;
      if (q < 0 || q > 127) return null;
      w |= q << (8 * m.demand.data[k]!);
    }
    demand[j] = w;
  }
  return { base, demand };
}
