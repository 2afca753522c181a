import type { TaskEquipment } from '@brigade/contracts';

/** What the dependency rules need to know about one step. */
export interface StepFacts {
  /** Naming words of the step (ingredients, dishes) from `thingWords`. */
  things: ReadonlySet<string>;
  equipment: readonly TaskEquipment[];
  section: string | null;
  /** "Meanwhile", "While the pasta cooks": runs beside the step before it. */
  alongside: boolean;
  /** "Then", "Once done", "After that": waits for the step before it. */
  after: boolean;
  /** "Serve", "Combine everything": brings earlier work together. */
  joins: boolean;
  /** Starts a new strand: cutting fresh ingredients, or a new bowl or pan ("In a large bowl, …"). */
  fresh: boolean;
  /** Cleanup waits for what it cleans, not for whatever step was written before it. */
  cleanup: boolean;
  /** Heating the oven, boiling water, soaking, marinating: starts as early as what it uses allows. */
  early?: boolean;
}

/**
 * Equipment whose earlier use a later step continues: the oven preheated before the bake. A
 * stove has several burners and a kitchen several prep stations, so sharing those says nothing
 * about order; a shared pan shows up as a shared word ("the pan") instead.
 */
const CONTINUING_EQUIPMENT: ReadonlySet<TaskEquipment> = new Set(['oven']);

/**
 * Infers which earlier steps each step waits for. Every edge points back in the written order,
 * so the graph is acyclic by construction.
 *
 * - A step waits for the most recent earlier step that handles each thing it handles, and for the
 *   most recent step on the same stove, oven or appliance.
 * - Otherwise a step continues the one written before it ("Add the garlic" goes into the same pan),
 *   except when it says "meanwhile", starts a fresh strand (cutting, a new bowl or pan), opens a
 *   new section, or is cleanup: those wait only for what they share, so they run in parallel.
 * - Early work (preheating, boiling water, soaking, marinating) waits only for what it uses, and
 *   the step after it continues the step before it, not the early work.
 * - "Then"/"once" always ties a step to the one right before.
 * - The last step waits for every step nothing else waits for, so the graph ends in one task.
 */
export function inferDependencies(steps: readonly StepFacts[]): number[][] {
  const deps: Array<Set<number>> = steps.map(() => new Set<number>());
  steps.forEach((step, i) => {
    if (i === 0) return;
    const mine = deps[i]!;
    for (const thing of step.things) {
      const j = lastIndexBefore(steps, i, (s) => s.things.has(thing));
      if (j >= 0) mine.add(j);
    }
    for (const e of step.equipment) {
      if (!CONTINUING_EQUIPMENT.has(e)) continue;
      const j = lastIndexBefore(steps, i, (s) => s.equipment.includes(e));
      if (j >= 0) mine.add(j);
    }
    // The step this one continues: the one written before it, passing over early work (the oven
    // heating, the water coming to the boil) that it does not use.
    const before = lastIndexBefore(steps, i, (s) => !s.early);
    const previous = before >= 0 ? before : i - 1;
    const sameSection = steps[previous]!.section === step.section;
    if (step.after) mine.add(i - 1);
    if (step.joins) dangling(deps, i).forEach((j) => mine.add(j));
    const continues = !step.early && !step.alongside && !step.fresh && !step.cleanup && sameSection && (before >= 0 || !steps[i - 1]!.early);
    if (continues || (step.cleanup && mine.size === 0)) mine.add(previous);
  });
  const last = steps.length - 1;
  // The last step brings the loose ends together. When it is itself work on the side
  // ("Meanwhile, make a salad") it runs beside the step before it, which stays the other end.
  if (last > 0) dangling(deps, last).filter((j) => !steps[last]!.alongside || j !== last - 1).forEach((j) => deps[last]!.add(j));
  return deps.map((d) => reduce(d, deps));
}

function lastIndexBefore(steps: readonly StepFacts[], i: number, test: (s: StepFacts) => boolean): number {
  for (let j = i - 1; j >= 0; j--) if (test(steps[j]!)) return j;
  return -1;
}

/** Steps before `i` that no step before `i` waits for. */
function dangling(deps: ReadonlyArray<Set<number>>, i: number): number[] {
  const waitedFor = new Set<number>();
  for (let k = 0; k < i; k++) deps[k]!.forEach((d) => waitedFor.add(d));
  const ends: number[] = [];
  for (let k = 0; k < i; k++) if (!waitedFor.has(k)) ends.push(k);
  return ends;
}

/**
 * Drops a dependency that another dependency already implies (a → c when a → b → c), so the
 * task map shows the real hand-offs instead of every transitive line.
 */
function reduce(direct: Set<number>, all: ReadonlyArray<Set<number>>): number[] {
  const reachable = new Set<number>();
  const stack = [...direct].flatMap((d) => [...all[d]!]);
  while (stack.length > 0) {
    const k = stack.pop()!;
    if (reachable.has(k)) continue;
    reachable.add(k);
    all[k]!.forEach((d) => stack.push(d));
  }
  return [...direct].filter((d) => !reachable.has(d)).sort((a, b) => a - b);
}
