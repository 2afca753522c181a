import { OVEN_SETTING, type Plan, type SchedulingProblem, type SchedulingTask } from '@brigade/domain';
import { describe, expect, it } from 'vitest';
import { ovenNotes } from './oven-notes';

// Issue 34: why an oven task runs at another dish's temperature, from the problem the planner planned.
const oven = (id: string, dish: string, value: number, duration: number, racks = 1): SchedulingTask => ({
  id, dish, duration, predecessors: [], demand: { oven: racks }, attendance: 'start', setting: { equipment: 'oven', value },
});
const problem: SchedulingProblem = {
  tasks: [oven('roast', 'chicken', 200, 83), oven('bake', 'crumble', 190, 42), oven('heat', 'crumble', 190, 16, 0), oven('pizza', 'pizza', 250, 12)],
  cooks: [],
  capacity: { oven: 4 },
  settings: { oven: { ...OVEN_SETTING, perUnit: 2 } },
};
const at = (taskId: string, start: number, end: number, value: number, unit: number) => ({ taskId, cookId: null, start, end, cookUntil: start, status: 'planned' as const, predecessors: [], setting: { equipment: 'oven', value, unit } });
const plan = { assignments: [at('roast', 0, 83, 200, 0), at('bake', 10, 50, 200, 0), at('pizza', 0, 12, 250, 1)], makespan: 83, finish: 83, unassignable: [], blocked: [], unplanned: [], schedulesEvaluated: 1 } as Plan;
const names: Record<string, string> = { chicken: 'Roast Chicken', crumble: 'Apple Crumble', pizza: 'Pizza' };

describe('ovenNotes', () => {
  it("gives a dish baked at another dish's temperature that temperature, the dish, and durationAt's minutes", () => {
    const notes = ovenNotes(problem, plan, new Map([['heat2', 'heat']]), (d) => names[d]!);
    // 42 minutes at 190 °C: ceil(42 × 190 / 200) = 40 at 200 °C.
    expect(notes.get('bake')).toEqual({ temperatureC: 200, withDish: 'Roast Chicken', minutesChanged: -2 });
    // Heating takes no rack and keeps its time; a preheat merged into it shares its note.
    expect(notes.get('heat')).toEqual({ temperatureC: 200, withDish: 'Roast Chicken', minutesChanged: 0 });
    expect(notes.get('heat2')).toEqual({ temperatureC: 200, withDish: 'Roast Chicken', minutesChanged: 0 });
    // A crumble preheat merged into the chicken's (its own 200 °C) heats at 200 °C because of the chicken.
    const lead = ovenNotes(problem, plan, new Map([['crumble-heat', 'roast']]), (d) => names[d]!, (id) => (id === 'crumble-heat' ? 'crumble' : undefined));
    expect(lead.get('crumble-heat')).toEqual({ temperatureC: 200, withDish: 'Roast Chicken', minutesChanged: 0 });
    // Dishes at their own temperature have no note (250 °C is more than 10 °C from 200 °C).
    expect(notes.has('roast')).toBe(false);
    expect(notes.has('pizza')).toBe(false);
  });
});
