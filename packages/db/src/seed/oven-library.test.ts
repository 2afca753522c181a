import { describe, expect, it } from 'vitest';
import { COURSES, OVEN_TEMPERATURE_C } from '@brigade/contracts';
import { loadRecipeLibrary } from './recipe-library';

// Issue 34: the library's oven tasks carry their temperature, and every recipe its course.
const library = loadRecipeLibrary();
/** Oven tasks that use its grill (a setting of its own, not a temperature). */
const usesGrill = (text: string) => /\bgrill/i.test(text);

describe('the library: oven temperatures and courses', () => {
  it('gives every recipe a course', () => {
    for (const r of library) expect(COURSES, r.name).toContain(r.course);
    const by = (name: string) => library.find((r) => r.name.startsWith(name))!;
    expect(by('Greek Salad').course).toBe('starter');
    expect(by('Roast Chicken').course).toBe('main');
    expect(by('Apple Crumble').course).toBe('dessert');
  });

  it('gives every oven task that heats the oven its temperature, as the text says', () => {
    let ovenTasks = 0;
    for (const r of library) {
      for (const t of r.tasks) {
        const text = `${t.name} ${t.description}`;
        if (!t.equipment.includes('oven') || usesGrill(text)) continue;
        ovenTasks += 1;
        expect(t.oven_temperature_c, `${r.name}: ${t.key}`).toBeGreaterThanOrEqual(OVEN_TEMPERATURE_C.min);
        expect(t.oven_temperature_c, `${r.name}: ${t.key}`).toBeLessThanOrEqual(OVEN_TEMPERATURE_C.max);
        // A preheat's text names the figure; the tasks after it bake at that same one.
        const stated = /(\d{2,3}) °C/.exec(text);
        if (/^(Preheat|Warm) the oven/.test(t.name)) expect(Number(stated?.[1]), `${r.name}: ${t.key}`).toBe(t.oven_temperature_c);
      }
      const temps = new Set(r.tasks.map((t) => t.oven_temperature_c).filter((c) => c != null));
      expect(temps.size, r.name).toBeLessThanOrEqual(1);
    }
    expect(ovenTasks).toBeGreaterThanOrEqual(20);
    const chicken = library.find((r) => r.name.startsWith('Roast Chicken'))!;
    expect(chicken.tasks.find((t) => t.key === 'roast-chicken')).toMatchObject({ oven_temperature_c: 200, oven_fan: false });
  });
});
