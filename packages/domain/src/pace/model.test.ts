import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workKind } from './kinds';
import { atPace, isOutlier, learnPaces, NO_PACE, overallPace, predictPace, PRIOR_WEIGHT, shrink, type PaceObservation } from './model';

const obs = (actual: number, over: Partial<PaceObservation> = {}): PaceObservation => ({ kind: 'knife', estimatedMinutes: 10, actualMinutes: actual, cookKey: null, taskKey: 't1', ...over });
const paceArb = fc.double({ min: 0.4, max: 2.5, noNaN: true });

describe('pace model', () => {
  it('is pace 1 with no data, at every level', () => {
    const p = learnPaces([]);
    expect(p.kinds.size + p.cooks.size + p.tasks.size).toBe(0);
    expect(predictPace(p, { kind: 'stove', taskKey: 'x', cookKey: '3' })).toBe(1);
    expect(overallPace(p)).toEqual(NO_PACE);
    expect(shrink([])).toEqual(NO_PACE);
  });

  it('moves towards the data, never past it, and further with more data', () => {
    fc.assert(
      fc.property(paceArb, fc.integer({ min: 1, max: 30 }), (truth, n) => {
        const few = learnPaces(Array.from({ length: n }, () => obs(10 * truth))).kinds.get('knife')!;
        const more = learnPaces(Array.from({ length: n + 5 }, () => obs(10 * truth))).kinds.get('knife')!;
        const target = Math.log(truth);
        // Between the prior (0) and the data, on the data's side.
        expect(Math.sign(few.logPace)).toBe(Math.sign(target) === 0 ? 0 : Math.sign(target));
        expect(Math.abs(few.logPace)).toBeLessThanOrEqual(Math.abs(target) + 1e-12);
        expect(Math.abs(more.logPace - target)).toBeLessThanOrEqual(Math.abs(few.logPace - target) + 1e-12);
        // The conjugate weight: n / (n + k) of the way.
        expect(few.logPace).toBeCloseTo((target * n) / (n + PRIOR_WEIGHT), 9);
      }),
    );
  });

  it('ignores outliers: a task left open for an hour, a tap-through, a ratio beyond 3 ×', () => {
    fc.assert(
      fc.property(paceArb, fc.integer({ min: 1, max: 10 }), fc.double({ min: 60, max: 600, noNaN: true }), (truth, n, away) => {
        const clean = Array.from({ length: n }, () => obs(10 * truth));
        const withOutliers = [...clean, obs(10 + away), obs(0.1), obs(10 * 3.5), obs(10 / 3.5)];
        expect(learnPaces(withOutliers).kinds.get('knife')).toEqual(learnPaces(clean).kinds.get('knife'));
      }),
    );
    expect(isOutlier(obs(75))).toBe(true);
    expect(isOutlier(obs(25))).toBe(false);
    expect(isOutlier(obs(5, { estimatedMinutes: 0 }))).toBe(true);
  });

  it('keeps kinds apart and a cook relative to the kitchen; anonymous cooks count towards the kitchen only', () => {
    const data = [
      ...Array.from({ length: 12 }, (_, i) => obs(16, { taskKey: `k${i % 3}`, cookKey: i % 2 === 0 ? null : '7' })),
      ...Array.from({ length: 12 }, (_, i) => obs(8, { kind: 'stove', taskKey: `s${i % 3}`, cookKey: null })),
    ];
    const p = learnPaces(data);
    expect(p.kinds.get('knife')!.pace).toBeGreaterThan(1.3);
    expect(p.kinds.get('stove')!.pace).toBeLessThan(0.9);
    // Cook 7 works like the kitchen: no pace of their own beyond it.
    expect(Math.abs(p.cooks.get('7')!.logPace)).toBeLessThan(0.02);
    expect([...p.cooks.keys()]).toEqual(['7']);
    // A slower cook than the kitchen stands out.
    const slow = learnPaces([...data, ...Array.from({ length: 8 }, () => obs(30, { taskKey: 'k0', cookKey: '9' }))]);
    expect(slow.cooks.get('9')!.pace).toBeGreaterThan(1.2);
    expect(predictPace(slow, { kind: 'knife', taskKey: 'k1', cookKey: '9' })).toBeGreaterThan(predictPace(slow, { kind: 'knife', taskKey: 'k1' }));
  });

  it('a recipe task that keeps taking longer than the kitchen pace gets its own pace', () => {
    const data = [...Array.from({ length: 10 }, (_, i) => obs(10, { taskKey: `k${i}` })), ...Array.from({ length: 6 }, () => obs(20, { taskKey: 'slow' }))];
    const p = learnPaces(data);
    expect(p.tasks.get('slow')!.pace).toBeGreaterThan(1.3);
    expect(atPace(10, predictPace(p, { kind: 'knife', taskKey: 'slow' }))).toBeGreaterThan(atPace(10, predictPace(p, { kind: 'knife', taskKey: 'k1' })));
  });

  it('derives the kind of work from type and equipment', () => {
    expect(workKind({ task_type: 'prep', equipment: ['prep_station'] })).toBe('knife');
    expect(workKind({ task_type: 'cook', equipment: ['burner'] })).toBe('stove');
    expect(workKind({ task_type: 'prep', equipment: ['oven'] })).toBe('oven');
    expect(workKind({ task_type: 'prep', equipment: ['stand_mixer'] })).toBe('baking');
    expect(workKind({ task_type: 'cleanup', equipment: [] })).toBe('cleanup');
    expect(workKind({ task_type: 'prep', equipment: ['blender'] })).toBe('machine');
  });
});
