/**
 * The meal summary's clock arithmetic (issue 35): time counts only inside the meal's span and
 * outside its pauses, and overlapping intervals count once, so a cook's time at work and a dish's
 * actual time never exceed the meal and agree with the timeline's bars.
 */
export type Interval = readonly [number, number];

/** The intervals merged where they overlap, sorted; empty or inverted ones dropped. */
export function union(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const out: Array<[number, number]> = [];
  for (const [a, b] of sorted) {
    const last = out.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** The pauses as intervals, from the session's paused and resumed events; one still open runs to `end`. */
export function pausesOf(events: Array<{ type: string; created_at: string }>, end: number): Interval[] {
  const out: Interval[] = [];
  let since: number | null = null;
  for (const e of events) {
    const at = Date.parse(e.created_at);
    if (e.type === 'session_paused' && since === null) since = at;
    else if (e.type === 'session_resumed' && since !== null) {
      out.push([since, at]);
      since = null;
    }
  }
  if (since !== null) out.push([since, end]);
  return out;
}

/** How long the kitchen ran within `intervals` (merged first): inside `span`, outside `pauses`, in ms. */
export function runningMs(intervals: Interval[], span: Interval, pauses: Interval[]): number {
  const stops = union(pauses);
  let total = 0;
  for (const [a0, b0] of union(intervals)) {
    const a = Math.max(a0, span[0]);
    const b = Math.min(b0, span[1]);
    if (b <= a) continue;
    total += b - a;
    for (const [p, q] of stops) total -= Math.max(0, Math.min(b, q) - Math.max(a, p));
  }
  return total;
}

/** The longest chain of `minutes` through `deps` (task → what it waits for): the dish's planned time if it ran in parallel. */
export function longestChain(ids: string[], minutes: (id: string) => number, deps: Array<{ task_id: string; depends_on_id: string }>): number {
  const mine = new Set(ids);
  const before = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const d of deps) if (mine.has(d.task_id) && mine.has(d.depends_on_id)) before.get(d.task_id)!.push(d.depends_on_id);
  const memo = new Map<string, number>();
  const upTo = (id: string, depth = 0): number => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    // Graphs are acyclic (checked on every write); the depth guard only keeps a bad row from looping.
    const value = minutes(id) + (depth > ids.length ? 0 : Math.max(0, ...before.get(id)!.map((p) => upTo(p, depth + 1))));
    memo.set(id, value);
    return value;
  };
  return Math.max(0, ...ids.map((id) => upTo(id)));
}
