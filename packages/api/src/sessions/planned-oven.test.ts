import { describe, expect, it } from 'vitest';
import { noteColumns, plannedOven, plannedTimerMinutes, storedOvenNote } from './planned-oven';

// Issue 34: what the cook's card and the session dag say about the oven.
describe('plannedOven', () => {
  it('is null for a task that sets no oven', () => {
    expect(plannedOven({ oven_temperature_c: null, oven_fan: null })).toBeNull();
    expect(plannedOven({ oven_temperature_c: null, oven_fan: null }, { temperatureC: 200, withDish: 'Roast chicken', minutesChanged: -3 })).toBeNull();
  });

  it("is the task's own setting without a note from the plan, or with one at the same temperature", () => {
    expect(plannedOven({ oven_temperature_c: 190, oven_fan: 0 })).toEqual({ temperature_c: 190, fan: false, recipe_temperature_c: 190, shared_with: null, minutes_changed: 0 });
    expect(plannedOven({ oven_temperature_c: 200, oven_fan: 1 }, { temperatureC: 200, withDish: 'Lasagne', minutesChanged: 0 })).toMatchObject({ temperature_c: 200, fan: true, shared_with: null });
  });

  it("says the plan's temperature and why when the task follows another dish", () => {
    expect(plannedOven({ oven_temperature_c: 190, oven_fan: null }, { temperatureC: 200, withDish: 'Roast Chicken', minutesChanged: -2.6 })).toEqual({
      temperature_c: 200,
      fan: null,
      recipe_temperature_c: 190,
      shared_with: 'Roast Chicken',
      minutes_changed: -3,
    });
  });

  it('reads back the note the live engine stored on the session task (migration 0016)', () => {
    const note = { temperatureC: 200, withDish: 'Roast Chicken', minutesChanged: -2 };
    expect(storedOvenNote(noteColumns(note))).toEqual(note);
    expect(storedOvenNote(noteColumns(null))).toBeNull();
    expect(plannedOven({ oven_temperature_c: 190, oven_fan: 0 }, storedOvenNote(noteColumns(note)))).toMatchObject({ temperature_c: 200, shared_with: 'Roast Chicken', minutes_changed: -2 });
  });

  it("runs a shared bake's timer for the plan's minutes, at least one", () => {
    expect(plannedTimerMinutes({ timer_duration_minutes: 40, ...noteColumns({ temperatureC: 200, withDish: 'Roast Chicken', minutesChanged: -2 }) })).toBe(38);
    expect(plannedTimerMinutes({ timer_duration_minutes: 40, ...noteColumns(null) })).toBe(40);
    expect(plannedTimerMinutes({ timer_duration_minutes: 1, ...noteColumns({ temperatureC: 220, withDish: 'Pizza', minutesChanged: -5 }) })).toBe(1);
    expect(plannedTimerMinutes({ timer_duration_minutes: null })).toBeNull();
  });
});
