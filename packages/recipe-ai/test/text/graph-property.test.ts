import { recipeDraft } from '@brigade/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertRecipeText, graphFromLinear, TextConversionError, unusedIngredients } from '../../src/index';
import { isAcyclic } from '../support/task-graph';

/** Method sentences in the seven languages, with early work, "meanwhile", notes and commentary among them. */
const SENTENCES = [
  'Heat the oven to 180 C.', 'Cream the butter and sugar until pale.', 'Meanwhile, chop the onion.',
  'While the potatoes are cooking, fry the beef for 10 minutes.', 'Reduce the heat to medium.', 'Serve with rice.',
  'Source: example.com', 'I love this with a green salad!', 'Den Backofen auf 200 Grad Umluft vorheizen.',
  'Die Kartoffeln schälen und eine halbe Stunde kochen.', 'Und dann saugt sich das Zeug mit Öl voll.',
  'Währenddessen die Zwiebeln würfeln.', 'Préchauffer le four à 180 °C.', 'Pendant ce temps, couper les tomates.',
  'Poner las lentejas en remojo durante 2 horas.', 'Mientras tanto, picar el ajo.', "Lasciare riposare mezz'ora.",
  'Nel frattempo cuocere la pasta per 10 minuti.', 'Ondertussen de worst 10 minuten verwarmen.',
  'Enquanto isso, asse o frango por 1 hora.', 'Tipp: Dazu passt Reis.', 'https://example.org/recipe',
];
const INGREDIENTS = ['2 EL Olivenöl', '1 onion', '3 Zwiebeln', '500 g de pommes de terre', '2 cdas de aceite', '1 pizzico di sale', '2 el boter', '1 colher de sopa de azeite', '200 g flour', 'Salz und Pfeffer'];

describe('every built graph, whatever the mix of languages', () => {
  it('is acyclic, passes the contract, and uses every ingredient or lists it as unused', () => {
    const recipe = fc.record({
      ingredients: fc.subarray(INGREDIENTS, { minLength: 0 }),
      steps: fc.array(fc.oneof(fc.constantFrom(...SENTENCES), fc.string({ minLength: 2, maxLength: 60 }).filter((s) => /\p{L}{2}/u.test(s) && !/[\r\n]/.test(s))), { minLength: 1, maxLength: 20 }),
    });
    fc.assert(
      fc.property(recipe, ({ ingredients, steps }) => {
        const text = `Mixed\n\nIngredients:\n${ingredients.join('\n')}\n\nMethod:\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`;
        for (const build of [() => convertRecipeText(text), () => graphFromLinear({ name: 'Mixed', ingredients: [], steps: steps.map((s) => ({ text: s, section: null })) }).draft]) {
          let draft;
          try {
            draft = build();
          } catch (error) {
            expect(error).toBeInstanceOf(TextConversionError);
            continue;
          }
          expect(recipeDraft.safeParse(draft).success).toBe(true);
          expect(isAcyclic(draft)).toBe(true);
          const unused = new Set(unusedIngredients(draft));
          for (const ingredient of draft.ingredients) expect(ingredient.used_in.length > 0 || unused.has(ingredient.name)).toBe(true);
          // Notes and commentary never become tasks.
          expect(draft.tasks.some((t) => /^(?:Source:|Tipp:|https:)|saugt sich|I love this/.test(t.description))).toBe(false);
        }
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
