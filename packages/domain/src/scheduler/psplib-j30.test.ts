import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPsplib } from './formats/psplib';
import { plan, priorityRulePlan } from './plan';
import { validateSchedule } from './validate';

const folder = new URL('../../../../bench-data/psplib/j30/', import.meta.url);

describe('PSPLIB j30 sample', () => {
  it('plans valid schedules no worse than the LFT rule', () => {
    if (!existsSync(folder)) throw new Error(`Benchmark data missing: expected PSPLIB j30 instances in ${folder.pathname} (bench-data/ at the repository root)`);
    for (const name of ['j301_1.sm', 'j3010_5.sm', 'j3025_3.sm', 'j3037_7.sm', 'j3046_2.sm']) {
      const { problem } = readPsplib(readFileSync(new URL(name, folder), 'utf8'));
      const result = plan(problem, undefined, { budgetMs: 2000, maxSchedules: 40 });
      expect(validateSchedule(problem, result).violations, name).toEqual([]);
      expect(result.makespan, name).toBeLessThanOrEqual(priorityRulePlan(problem).makespan);
    }
  });
});
