import { describe, expect, it } from 'vitest';
import type { TimelineLane } from '@brigade/contracts';
import type { Formatters, Translate } from '../../../i18n';
import { estimateSentence, laneLabel } from './plan-format';

// The English words, as the catalogue has them (the catalogue itself is checked by catalogues.test.ts).
const t = ((id: string, v: Record<string, unknown> = {}) => {
  const cooks = `${String(v.count)} ${v.count === 1 ? 'cook' : 'cooks'}`;
  if (id === 'meal.timeline.estimate.first') return `With ${cooks} this meal takes ${String(v.duration)}`;
  if (id === 'meal.timeline.estimate.next') return `with ${cooks} ${String(v.duration)}`;
  if (id === 'meal.timeline.estimates') return `${String(v.estimates)}.`;
  return `${id}${JSON.stringify(v)}`;
}) as Translate;
const f = { duration: (m: number) => `${m} min` } as Formatters;
const lane = (id: string, label: string): TimelineLane => ({ id, kind: 'cook', label });

describe('plan format', () => {
  it('reads like the host would say it', () => {
    expect(estimateSentence([{ cooks: 3, minutes: 80 }, { cooks: 4, minutes: 65 }], t, f)).toBe('With 3 cooks this meal takes 80 min, with 4 cooks 65 min.');
  });

  it('names the lanes that are words in the page language, and keeps a cook’s own name', () => {
    expect(laneLabel(lane('unattended', 'Timers'), t)).toBe('meal.timeline.lane.timers{}');
    expect(laneLabel(lane('cook:planned-2', 'Cook 2'), t)).toBe('meal.timeline.lane.plannedCook{"number":2}');
    expect(laneLabel({ id: 'equipment:prep_station', kind: 'equipment', label: 'prep station' }, t)).toBe('meal.timeline.lane.prep_station{}');
    expect(laneLabel(lane('cook:17', 'Ann'), t)).toBe('Ann');
  });
});
