import type { RecipeDraft } from '@brigade/contracts';
import { describe, expect, it } from 'vitest';
import { convertRecipeText, graphFromLinear, unusedIngredients } from '../../src/index';
import { textParts } from '../../src/formats/text-parts';
import { canRunTogether, isAcyclic, taskAbout, waitsFor } from '../support/task-graph';
import { COOKIES, COTTAGE_PIE, FRANGO, GRATIN, LENTEJAS, PAPRIKA_HAEHNCHEN, POMODORO, STAMPPOT } from './recipes-in-languages';

const isTimer = (t: RecipeDraft['tasks'][number]) => t.task_type === 'timer_passive' || t.task_type === 'timer_active';

/** Issue 36's German Paprika recipe as the formats read it: ingredient text and method text. */
function asPaprikaFile(text: string): RecipeDraft {
  const [, ingredients = '', method = ''] = /Zutaten:\n([\s\S]*?)\n\nZubereitung:\n([\s\S]*)$/.exec(text) ?? [];
  const parts = textParts(ingredients, method);
  return graphFromLinear({ name: 'Paprika-Hähnchen', servings: 4, ...parts }).draft;
}

describe('the German Paprika recipe of issue 36 becomes a real graph', () => {
  for (const [how, draft] of [['pasted', convertRecipeText(PAPRIKA_HAEHNCHEN)], ['from a file', asPaprikaFile(PAPRIKA_HAEHNCHEN)]] as const) {
    describe(how, () => {
      it('is no chain of "prep 5 min" tasks: kinds, equipment and parallel work', () => {
        expect(isAcyclic(draft)).toBe(true);
        expect(new Set(draft.tasks.map((t) => t.task_type)).size).toBeGreaterThanOrEqual(3);
        expect(draft.tasks.some((t) => t.equipment.includes('oven'))).toBe(true);
        expect(draft.tasks.some((t) => t.equipment.includes('burner'))).toBe(true);
        expect(draft.recommended_participants).toBeGreaterThan(1);
        const chained = draft.tasks.filter((t, i) => i > 0 && t.depends_on.length === 1 && t.depends_on[0] === draft.tasks[i - 1]!.key);
        expect(chained.length).toBeLessThan(draft.tasks.length / 2);
      });

      it('gives the 30-minute marinade and the stated bake their timers, and the heat no timer', () => {
        expect(taskAbout(draft, 'marinieren')).toMatchObject({ timer_duration_minutes: 30 });
        expect(isTimer(taskAbout(draft, 'marinieren'))).toBe(true);
        expect(taskAbout(draft, 'backen')).toMatchObject({ task_type: 'timer_passive', timer_duration_minutes: 25 });
        expect(isTimer(taskAbout(draft, 'Hitze reduzieren'))).toBe(false);
      });

      it('heats the oven and marinates at once, and peels the potatoes beside them', () => {
        const oven = taskAbout(draft, 'vorheizen');
        expect(oven.depends_on).toEqual([]);
        expect(taskAbout(draft, 'marinieren').depends_on).toEqual([]);
        expect(canRunTogether(draft, oven.key, taskAbout(draft, 'Kartoffeln schälen').key)).toBe(true);
        expect(waitsFor(draft, taskAbout(draft, 'backen').key, oven.key)).toBe(true);
        expect(canRunTogether(draft, taskAbout(draft, 'Währenddessen').key, taskAbout(draft, 'backen').key)).toBe(true);
        expect(waitsFor(draft, taskAbout(draft, 'anbraten').key, taskAbout(draft, 'marinieren').key)).toBe(true);
      });

      it('keeps commentary, the tip and the source as notes, never tasks', () => {
        for (const words of ['saugt sich', 'Tipp', 'Quelle', 'example-kochblog']) {
          expect(draft.tasks.some((t) => t.description.includes(words))).toBe(false);
        }
        if (how === 'pasted') expect(draft.description).toContain('Und dann saugt sich das Zeug mit Öl voll.');
        expect(draft.description).toContain('Quelle: www.example-kochblog.de');
      });

      it('uses every ingredient, units out of the names', () => {
        expect(unusedIngredients(draft)).toEqual([]);
        expect(draft.ingredients.find((i) => i.name === 'Olivenöl')).toMatchObject({ quantity: 3, unit: 'tbsp' });
        expect(draft.ingredients.find((i) => i.name === 'Knoblauch')).toMatchObject({ quantity: 2, unit: 'clove' });
      });
    });
  }
});

describe('issue 36 in English', () => {
  it('heats the oven beside the creaming of a cookie dough', () => {
    const draft = convertRecipeText(COOKIES);
    const oven = taskAbout(draft, 'heat the oven');
    const cream = taskAbout(draft, 'cream the butter');
    expect(oven.depends_on).toEqual([]);
    expect(canRunTogether(draft, oven.key, cream.key)).toBe(true);
    // The egg goes into the creamed butter, not into the oven.
    expect(taskAbout(draft, 'beat in the egg').depends_on).toEqual([cream.key]);
    expect(waitsFor(draft, taskAbout(draft, 'bake for').key, oven.key)).toBe(true);
    expect(canRunTogether(draft, oven.key, taskAbout(draft, 'roll the dough').key)).toBe(true);
    expect(taskAbout(draft, 'two or three minutes')).toMatchObject({ task_type: 'timer_passive', timer_duration_minutes: 3 });
  });

  it('does not make the meat wait for the potatoes, and reducing the heat is no timer', () => {
    const draft = convertRecipeText(COTTAGE_PIE);
    const potatoes = taskAbout(draft, 'peel the potatoes');
    const meat = taskAbout(draft, 'prepare the meat mixture');
    expect(canRunTogether(draft, potatoes.key, meat.key)).toBe(true);
    expect(draft.ingredients.find((i) => i.name === 'potatoes')!.used_in).not.toContain(meat.key);
    const reduce = taskAbout(draft, 'reduce the heat');
    expect(reduce.timer_duration_minutes).toBeNull();
    expect(isTimer(reduce)).toBe(false);
    expect(waitsFor(draft, taskAbout(draft, 'spread the mash').key, meat.key)).toBe(true);
  });

  it('ends a Tandoor chili with Serve, not with its source, site and link', () => {
    const { draft } = graphFromLinear({
      name: 'Beer chili',
      ingredients: [{ quantity: 500, unit: 'g', name: 'beef mince' }],
      steps: [
        { text: 'Brown the beef mince in a large pot for 8 minutes.', section: null },
        { text: 'Serve', section: null },
        { text: 'Source', section: null },
        { text: 'Craftbeerkitchen.com', section: null },
        { text: 'https://craftbeerkitchen.com/beer-chili/', section: null },
      ],
    });
    expect(draft.tasks.map((t) => t.description)).toEqual(['Brown the beef mince in a large pot for 8 minutes.', 'Serve']);
    expect(draft.description).toContain('https://craftbeerkitchen.com/beer-chili/');
    expect(draft.description).toContain('Craftbeerkitchen.com');
  });
});

describe.each([
  ['French', GRATIN, { early: 'préchauffer', beside: 'éplucher', timer: ['enfourner', 90], meanwhile: null }],
  ['Spanish', LENTEJAS, { early: 'remojo', beside: 'picar', timer: ['cocer a fuego lento', 45], meanwhile: ['mientras tanto', 'cocer a fuego lento'] }],
  ['Italian', POMODORO, { early: 'portare a ebollizione', beside: 'scaldare', timer: null, meanwhile: ['nel frattempo', 'aggiungere i pomodori'] }],
  ['Dutch', STAMPPOT, { early: null, beside: null, timer: null, meanwhile: ['ondertussen', 'kook de aardappelen'] }],
  ['Portuguese', FRANGO, { early: 'pré-aqueça', beside: 'tempere', timer: ['marinar', 30], meanwhile: ['enquanto isso', 'asse'] }],
] as const)('%s', (_language, text, expected) => {
  const draft = convertRecipeText(text);

  it('builds an acyclic graph that uses every ingredient', () => {
    expect(isAcyclic(draft)).toBe(true);
    expect(unusedIngredients(draft)).toEqual([]);
    expect(draft.ingredients.every((i) => i.unit === null || !i.name.toLowerCase().startsWith(`${i.unit} `))).toBe(true);
  });

  it.runIf(expected.early !== null)('starts the early work at once, beside the first cutting', () => {
    const early = taskAbout(draft, expected.early!);
    expect(early.depends_on).toEqual([]);
    expect(canRunTogether(draft, early.key, taskAbout(draft, expected.beside!).key)).toBe(true);
  });

  it.runIf(expected.timer !== null)('times the stated duration', () => {
    const [words, minutes] = expected.timer!;
    expect(taskAbout(draft, words)).toMatchObject({ timer_duration_minutes: minutes });
    expect(isTimer(taskAbout(draft, words))).toBe(true);
  });

  it.runIf(expected.meanwhile !== null)('runs the "meanwhile" work beside the other strand', () => {
    const [side, main] = expected.meanwhile!;
    expect(canRunTogether(draft, taskAbout(draft, side).key, taskAbout(draft, main).key)).toBe(true);
  });
});
