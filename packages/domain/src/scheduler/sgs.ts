/**
 * Schedule generation schemes (Kolisch 1996): the serial scheme places activities one by one in
 * list order, each as early as it fits; the parallel scheme walks forward in time and starts, at
 * each decision point, the highest-priority activities that fit.
 */
import type { Meal } from './meal';
import type { Schedule, Timeline } from './timeline';

function readyAt(m: Meal, s: Schedule, j: number): number {
  let es = m.release[j]!;
  for (let k = m.preds.start[j]!; k < m.preds.start[j + 1]!; k++) {
    const p = m.preds.data[k]!;
    const st = s.start[p]!;
    if (st < 0) return -1;
    const e = st + m.dur[p]!;
    if (e > es) es = e;
  }
  return es;
}

/** Whether every activity that must precede claim j in the list is placed. */
function waitsDone(m: Meal, s: Schedule, j: number): boolean {
  for (let k = m.waits.start[j]!; k < m.waits.start[j + 1]!; k++) if (s.start[m.waits.data[k]!]! < 0) return false;
  return true;
}

function finish(m: Meal, s: Schedule): void {
  let ms = m.baseEnd;
  for (let j = 0; j < m.n; j++) if (s.start[j]! + m.dur[j]! > ms) ms = s.start[j]! + m.dur[j]!;
  s.makespan = ms;
}

/**
 * Serial SGS over a precedence-feasible activity list. Returns false only when equipment holds
 * make the meal impossible. An activity that cannot fit yet because of open holds is deferred and
 * retried after the next placement.
 */
export function serialSchedule(m: Meal, tl: Timeline, list: Int32Array, out: Schedule): boolean {
  tl.reset();
  out.start.fill(-1);
  const n = m.n, limit = m.H;
  if (!m.hasHolds) {
    for (let i = 0; i < n; i++) {
      const j = list[i]!;
      const t = tl.earliest(j, readyAt(m, out, j), limit);
      if (t < 0) return false;
      out.start[j] = t;
      out.cook[j] = tl.pickedCook;
      out.unit[j] = tl.pickedUnit;
      tl.place(j, t, tl.pickedCook);
    }
    finish(m, out);
    return true;
  }
  let pending: number[] = Array.from(list);
  while (pending.length > 0) {
    const deferred: number[] = [];
    let placed = false;
    for (const j of pending) {
      const es = waitsDone(m, out, j) ? readyAt(m, out, j) : -1;
      const t = es < 0 ? -1 : tl.earliest(j, es, limit);
      if (t < 0) { deferred.push(j); continue; }
      out.start[j] = t;
      out.cook[j] = tl.pickedCook;
      out.unit[j] = tl.pickedUnit;
      tl.place(j, t, tl.pickedCook);
      placed = true;
    }
    if (!placed) return false;
    pending = deferred;
  }
  finish(m, out);
  return true;
}

/**
 * Parallel SGS: `priority` lists activities best first (need not respect precedence). Returns
 * false when it gets stuck (possible with holds); callers fall back to the serial scheme.
 */
export function parallelSchedule(m: Meal, tl: Timeline, priority: Int32Array, out: Schedule): boolean {
  tl.reset();
  out.start.fill(-1);
  const n = m.n;
  let left = n, t = 0;
  const cooks = tl.busy.length / m.H;
  while (left > 0) {
    // Cheap filter first: with every cook busy at t, only unattended tasks can start.
    let freeCooks = 0;
    for (let c = 0; c < cooks; c++) if (tl.busy[c * m.H + t] === 0) freeCooks++;
    for (let i = 0; i < n; i++) {
      const j = priority[i]!;
      if (out.start[j]! >= 0 || m.release[j]! > t) continue;
      if (freeCooks === 0 && m.needsCook[j] === 1 && m.attend[j]! > 0) continue;
      const es = readyAt(m, out, j);
      if (es < 0 || es > t || !waitsDone(m, out, j)) continue;
      if (tl.earliest(j, t, t) !== t) continue;
      out.start[j] = t;
      out.cook[j] = tl.pickedCook;
      out.unit[j] = tl.pickedUnit;
      tl.place(j, t, tl.pickedCook);
      if (tl.pickedCook >= 0 && m.attend[j]! > 0) freeCooks--;
      left--;
    }
    if (left === 0) break;
    // Next decision point: the next moment a task ends, a cook frees up or a release arrives.
    let next = 0x7fffffff;
    for (let j = 0; j < n; j++) {
      const s = out.start[j]!;
      if (s < 0) {
        if (m.release[j]! > t && m.release[j]! < next) next = m.release[j]!;
        continue;
      }
      const e = s + m.dur[j]!, f = s + m.attend[j]!;
      if (e > t && e < next) next = e;
      if (f > t && f < next) next = f;
    }
    if (t < m.baseEnd) {
      // Running tasks free equipment or cooks at times the activities do not show.
      for (let c = 0; c < cooks; c++) if (m.baseBusy[c * m.H + t] === 1) for (let x = t + 1; x < next; x++) if (m.baseBusy[c * m.H + x] === 0) { next = x; break; }
      for (let r = 0; r < m.equipment.length; r++)
        for (let x = t + 1; x < next; x++) if (m.baseUse[r * m.H + x] !== m.baseUse[r * m.H + x - 1]) { next = x; break; }
    }
    if (next >= m.H) return false;
    t = next;
  }
  finish(m, out);
  return true;
}
