import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPsplib } from './formats/psplib';
import { Justifier } from './justification';
import { compileMeal } from './meal';
import type { SchedulingProblem } from './model';
import { initialState } from './model';
import { fits, packLoad } from './packed-load';
import { seededRandom } from './prng';
import { activityList, classicRules, criticalPath } from './priority-rules';
import { randomMeal } from './random-meal';
import { serialSchedule } from './sgs';
import { Timeline, newSchedule } from './timeline';

const j120 = (name: string): SchedulingProblem =>
  readPsplib(readFileSync(new URL(`../../../../bench-data/psplib/j120/${name}`, import.meta.url), 'utf8')).problem;

/** Decodes and justifies `lists` random lists with and without packing; both must give the same schedules. */
function sameSchedules(problem: SchedulingProblem, seed: number, lists: number): number {
  const m = compileMeal(problem, initialState);
  const packed = new Timeline(m), plain = new Timeline(m, false);
  const jp = new Justifier(m, packed), jq = new Justifier(m, plain);
  const a = newSchedule(m.n), b = newSchedule(m.n);
  const lft = classicRules(m, criticalPath(m))[0]!.value;
  const random = seededRandom(seed);
  let checked = 0;
  for (let i = 0; i < lists; i++) {
    const list = activityList(m, lft, random);
    const okA = serialSchedule(m, packed, list, a), okB = serialSchedule(m, plain, list, b);
    expect(okA).toBe(okB);
    if (!okA) continue;
    expect(Array.from(a.start)).toEqual(Array.from(b.start));
    jp.justify(a, 1);
    jq.justify(b, 1);
    expect(Array.from(a.start)).toEqual(Array.from(b.start));
    expect(Array.from(a.cook)).toEqual(Array.from(b.cook));
    expect(a.makespan).toBe(b.makespan);
    checked++;
  }
  return checked;
}

describe('packed equipment load', () => {
  it('fits tells, lane by lane, whether every demand is within the free units', () => {
    const lanes = fc.array(fc.integer({ min: 0, max: 127 }), { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(lanes, lanes, (free, demand) => {
        const pack = (xs: number[]): number => xs.reduce((w, x, r) => w | (x << (8 * r)), 0);
        expect(fits(pack(free), pack(demand))).toBe(free.every((f, r) => f >= demand[r]!));
      }),
    );
  });

  it('packs PSPLIB meals and leaves out meals it cannot hold', () => {
    const m = compileMeal(j120('j1201_1.sm'), initialState);
    expect(packLoad(m)).not.toBeNull();
    const big = { ...j120('j1201_1.sm') };
    big.capacity = Object.fromEntries(Object.keys(big.capacity).map((r) => [r, 200]));
    expect(packLoad(compileMeal(big, initialState))).toBeNull();
  });

  it('finds the same starts as the per-equipment tests (j120: serial scheme and justification)', () => {
    for (const [k, name] of ['j1201_1.sm', 'j12037_3.sm', 'j12060_10.sm'].entries()) {
      const problem = j120(name);
      expect(sameSchedules(problem, k + 1, 40), name).toBe(40);
    }
  });

  it('finds the same starts on random meals without holds (packed only where no task needs a cook)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const problem = randomMeal(seed, { maxTasks: 20, maxCooks: 3, holdChance: 0 });
        sameSchedules(problem, seed, 5);
        // The same meal with no cook time at all takes the packed path.
        sameSchedules({ ...problem, tasks: problem.tasks.map((t) => ({ ...t, attendance: 'none' as const })) }, seed, 5);
      }),
      { numRuns: 60 },
    );
  });
});
