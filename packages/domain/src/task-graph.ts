/**
 * Task graphs: tasks joined by "depends on" edges. Pure functions over ids, shared by
 * recipe validation, the session runtime and the importers.
 */
export interface DependencyEdge<Id> {
  /** The task that waits. */
  task: Id;
  /** The task that must finish first. */
  dependsOn: Id;
}

/**
 * Finds one cycle, if any, and returns its tasks in order (the first task repeats the last's
 * dependency), or null when the graph is acyclic. Iterative DFS so deep graphs cannot overflow.
 */
export function findCycle<Id>(ids: Iterable<Id>, edges: Iterable<DependencyEdge<Id>>): Id[] | null {
  const after = new Map<Id, Id[]>();
  for (const id of ids) after.set(id, []);
  for (const e of edges) {
    if (!after.has(e.dependsOn)) after.set(e.dependsOn, []);
    if (!after.has(e.task)) after.set(e.task, []);
    after.get(e.dependsOn)!.push(e.task);
  }
  const WHITE = 0, GREY = 1, BLACK = 2;
  const colour = new Map<Id, number>();
  const parent = new Map<Id, Id>();
  for (const start of after.keys()) {
    if ((colour.get(start) ?? WHITE) !== WHITE) continue;
    const stack: Array<{ id: Id; next: number }> = [{ id: start, next: 0 }];
    colour.set(start, GREY);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const succ = after.get(top.id)!;
      if (top.next >= succ.length) {
        colour.set(top.id, BLACK);
        stack.pop();
        continue;
      }
      const s = succ[top.next++]!;
      const c = colour.get(s) ?? WHITE;
      if (c === GREY) {
        // Walk back from the current task to `s`: that path plus the edge top -> s is the cycle.
        const path: Id[] = [];
        for (let cur = top.id; cur !== s; cur = parent.get(cur)!) path.push(cur);
        return [s, ...path.reverse()];
      }
      if (c === WHITE) {
        colour.set(s, GREY);
        parent.set(s, top.id);
        stack.push({ id: s, next: 0 });
      }
    }
  }
  return null;
}

/** Topological order (Kahn); throws if the graph has a cycle. Ties keep the input order. */
export function topologicalOrder<Id>(ids: readonly Id[], edges: Iterable<DependencyEdge<Id>>): Id[] {
  const indegree = new Map<Id, number>(ids.map((id) => [id, 0]));
  const after = new Map<Id, Id[]>(ids.map((id) => [id, []]));
  for (const e of edges) {
    after.get(e.dependsOn)?.push(e.task);
    indegree.set(e.task, (indegree.get(e.task) ?? 0) + 1);
  }
  const ready = ids.filter((id) => indegree.get(id) === 0);
  const order: Id[] = [];
  for (let i = 0; i < ready.length; i++) {
    const id = ready[i]!;
    order.push(id);
    for (const s of after.get(id) ?? []) {
      const d = indegree.get(s)! - 1;
      indegree.set(s, d);
      if (d === 0) ready.push(s);
    }
  }
  if (order.length !== ids.length) throw new Error('Task graph has a cycle');
  return order;
}
