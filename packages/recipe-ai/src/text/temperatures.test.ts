import { describe, expect, it } from 'vitest';
import { convertRecipeText } from './convert-text';
import { ovenSettingOf } from './temperatures';

// The one reader of oven settings (issues 34 and 36): files, pages and pasted text alike.
describe('ovenSettingOf', () => {
  it.each([
    ['Heat the oven to 180 C.', 180, null],
    ['Bake at 180 °C for 30 minutes.', 180, null],
    ['Preheat the oven to 175°C and butter a loaf tin.', 175, null],
    // Fahrenheit to the nearest 10 °C, as cookbooks' tables give it (not 177 or 218).
    ['Preheat oven to 350°F.', 180, null],
    ['Preheat the oven to 350°F.', 180, null],
    ['Bake at 425 degrees F for 20 minutes.', 220, null],
    ['Bake at 325 °F for an hour.', 160, null],
    ['Preheat the oven to 400 degrees.', 200, null],
    // The first figure counts; a fan figure beside it makes it the conventional one.
    ['Heat the oven to 200C (180C fan).', 200, false],
    ['Heat the oven to 200C/180C fan/gas 6.', 200, false],
    ['Backofen auf 180 °C (160 °C Umluft) vorheizen.', 180, false],
    ['Heat the oven to 200C/gas 6.', 200, null],
    ['Preheat the oven to gas mark 4.', 180, null],
    ['Preheat the oven to 220 degrees C, conventional.', 220, false],
    ['Heat a fan oven to 160 °C.', 160, true],
    ['Roast in a fan oven at 160 °C for an hour.', 160, true],
    ['Bake at 170 °C fan until golden.', 170, true],
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
    ['Roast at 200 °C for an hour, until a thermometer reads 65 °C.', 200, null],
    // Oil for the tin is not oil heated to a figure.
    ['Eine Auflaufform mit Öl einfetten und den Backofen auf 200 °C vorheizen.', 200, null],
    ['Precalentar el horno a 180 °C. Untar el molde con aceite.', 180, null],
    ['Forno a 200 °C com ventilação.', 200, true],
  ])('%j', (text, temperature_c, fan) => {
    expect(ovenSettingOf(text)).toEqual({ temperature_c, fan });
  });

  it.each([
    'Chop the onion.',
    'Let it cool to 40 degrees.',
    'Add 200 g flour.',
    'Cook for 20 minutes.',
    'Serves 4.',
    'Heat the oil to 180 °C.',
    'Roast until the thickest part reads 75 °C inside.',
    'Das Öl in der Fritteuse auf 170 °C erhitzen.',
    "Chauffer l'huile à 170 °C.",
    'Calentar el aceite a 180 °C y freír las croquetas.',
    'Chill to 4 °C.',
    'Bake at 500 °C.',
    'Stir for 5 minutes.',
    // A Thermomix programme is no oven.
    'Programe 10 min/120º/vel.1.',
  ])('%j states no oven setting', (text) => {
    expect(ovenSettingOf(text)).toBeNull();
  });
});

describe('pasted text', () => {
  it('gives a bake the setting of the preheat before it, and leaves work off the oven out', () => {
    const draft = convertRecipeText(`Cookies
Ingredients:
125 g butter
200 g flour
Method:
1. Cream the butter.
2. Heat the oven to 180 C fan.
3. Fold in the flour.
4. Bake for 10-12 minutes.`);
    const task = (words: string) => draft.tasks.find((t) => t.description.includes(words))!;
    expect(task('Heat the oven')).toMatchObject({ oven_temperature_c: 180, oven_fan: true });
    expect(task('Bake for')).toMatchObject({ oven_temperature_c: 180, oven_fan: true });
    expect(task('Cream the butter').oven_temperature_c ?? null).toBeNull();
  });
});
