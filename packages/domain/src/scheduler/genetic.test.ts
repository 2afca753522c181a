import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPsplib } from './formats/psplib';
import type { Individual } from './genetic';
import { evolve, newIndividual } from './genetic';
import { compileMeal } from './meal';
import { initialState } from './model';
import { seededRandom } from './prng';
import { activityList, criticalPath } from './priority-rules';

const meal = () =>
  compileMeal(readPsplib(readFileSync(new URL('../../../../bench-data/psplib/j30/j301_1.sm', import.meta.url), 'utf8')).problem, initialState);

describe('evolve', () => {
  it('reuses members that dropped out, never one still in the population, and every child is a whole precedence-feasible list', () => {
    const m = meal();
    const random = seededRandom(3);
    const lft = Float64Array.from(criticalPath(m).latestFinish);
    // A cheap stand-in for decoding: the makespan is a function of the list alone.
    const score = (ind: Individual): number => {
      let x = 0;
      for (let i = 0; i < ind.list.length; i++) x += (i + 1) * (ind.list[i]! % 7);
      return x;
    };
    const population: Individual[] = [];
    for (let i = 0; i < 10; i++) {
      const ind = newIndividual(m.n, activityList(m, lft, random));
      ind.makespan = score(ind);
      population.push(ind);
    }
    const rank = new Int32Array(m.n);
    const children = new Set<Individual>();
    let evaluated = 0, reused = 0, problems = 0;
    // The size shrinks and grows again, so members drop out and come back as children.
    const sizes = [4, 12, 3, 10, 6];
    let generation = 0;
    evolve(m, population, {
      evaluate(child) {
        evaluated++;
        if (population.includes(child)) problems++;
        if (children.has(child)) reused++;
        children.add(child);
        for (let i = 0; i < m.n; i++) rank[child.list[i]!] = i;
        const seen = new Set(child.list);
        if (seen.size !== m.n) problems++;
        for (let j = 0; j < m.n; j++)
          for (let k = m.preds.start[j]!; k < m.preds.start[j + 1]!; k++) if (rank[m.preds.data[k]!]! > rank[j]!) problems++;
        return score(child);
      },
      keepGoing: () => evaluated < 200,
      targetSize: () => sizes[generation++ % sizes.length]!,
    }, random);
    expect(evaluated).toBe(200);
    expect(problems).toBe(0);
    expect(reused).toBeGreaterThan(0);
  });
});
