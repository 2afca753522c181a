import { describe, expect, it } from 'vitest';
import { convertRecipeText } from './convert-text';
import { ovenSettingOf, ovenSettingsOfTasks } from './temperatures';

describe('ovenSettingOf', () => {
  it.each([
    ['Heat the oven to 180 C.', 180, null],
    ['Preheat the oven to 175°C and butter a loaf tin.', 175, null],
    ['Preheat oven to 350°F.', 180, null],
    ['Bake at 425 degrees F for 20 minutes.', 220, null],
    ['Preheat the oven to 400 degrees.', 200, null],
    ['Heat the oven to 200C/180C fan/gas 6.', 180, true],
    ['Heat the oven to 200C/gas 6.', 200, null],
    ['Preheat the oven to gas mark 4.', 180, null],
    ['Heat a fan oven to 160 °C.', 160, true],
    ['Den Backofen auf 180 Grad Umluft vorheizen.', 180, true],
    ['Backofen auf 200 °C Ober-/Unterhitze vorheizen.', 200, false],
    ['Préchauffer le four à 180 °C, chaleur tournante.', 180, true],
    ['Préchauffer le four th. 6.', 180, null],
    ['Precalentar el horno a 200 grados.', 200, null],
    ['Precalentar el horno a 180 ºC con ventilador.', 180, true],
    ['Horno ventilado a 170 °C.', 170, true],
    ['Scaldare il forno statico a 180 gradi.', 180, false],
    ['Verwarm de oven voor op 200 graden hetelucht.', 200, true],
    ['Pré-aqueça o forno a 180 graus.', 180, null],
    ['Forno a 200 °C com ventilação.', 200, true],
  ])('%j', (text, celsius, fan) => {
    expect(ovenSettingOf(text)).toEqual({ celsius, fan });
  });

  it.each(['Chop the onion.', 'Let it cool to 40 degrees.', 'Add 200 g flour.', 'Cook for 20 minutes.', 'Serves 4.'])('%j states no oven setting', (text) => {
    expect(ovenSettingOf(text)).toBeNull();
  });
});

describe('ovenSettingsOfTasks', () => {
  it('gives a bake the setting of the preheat it waits for, and leaves work off the oven out', () => {
    const draft = convertRecipeText(`Cookies
Ingredients:
125 g butter
200 g flour
Method:
1. Cream the butter.
2. Heat the oven to 180 C fan.
3. Fold in the flour.
4. Bake for 10-12 minutes.`);
    const settings = ovenSettingsOfTasks(draft.tasks);
    const key = (words: string) => draft.tasks.find((t) => t.description.includes(words))!.key;
    expect(settings.get(key('Heat the oven'))).toEqual({ celsius: 180, fan: true });
    expect(settings.get(key('Bake for'))).toEqual({ celsius: 180, fan: true });
    expect(settings.has(key('Cream the butter'))).toBe(false);
  });
});
