import { describe, expect, it } from 'vitest';
import { aisleOf, baseOf, formatAmount, isFromTheTap, mergeShoppingList, scaleAmount, scaleFactor, shoppingKey, toUs } from '@brigade/contracts';
import { loadRecipeLibrary } from './recipe-library';

// Every built-in recipe, scaled for 1 to 24 diners: amounts stay positive, measurable and within a
// stated error of the exact product, in metric and in US units.
const library = loadRecipeLibrary();
const DINERS = [1, 2, 3, 5, 6, 7, 10, 12, 24];
const KNOWN_UNITS = new Set([null, 'g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'pinch', 'slices']);

/**
 * The rounding error allowed: 7 % of the exact amount, or else half a gram or millilitre, an eighth
 * of a teaspoon, half an egg (or onion, pinch, slice).
 */
function allowed(exact: number, dimension: string): number {
  const floor = dimension === 'mass' || dimension === 'volume' ? 0.25 : dimension === 'spoon' ? 0.125 : 0.5;
  return Math.max(0.07 * exact, floor + 1e-9);
}
/** US cups come in quarters and thirds, ounces in eighths: 12.5 % of the amount or the smallest measure. */
const US_TOLERANCE = 0.125;

describe('scaling every built-in recipe', () => {
  it('has servings and a quantity and known unit on every ingredient', () => {
    expect(library.length).toBeGreaterThanOrEqual(25);
    for (const r of library) {
      expect(r.servings, r.name).toBeGreaterThan(0);
      for (const i of r.ingredients) {
        expect(i.quantity, `${r.name}: ${i.name}`).toBeGreaterThan(0);
        expect(KNOWN_UNITS.has(i.unit ?? null), `${r.name}: ${i.name} unit ${i.unit}`).toBe(true);
      }
    }
  });

  for (const r of library) {
    it(`${r.name}: scaled amounts are close to exact, in metric and US`, () => {
      for (const diners of DINERS) {
        const f = scaleFactor(diners, r.servings);
        for (const i of r.ingredients) {
          const exact = baseOf({ quantity: i.quantity! * f, unit: i.unit ?? null });
          const scaled = scaleAmount({ quantity: i.quantity!, unit: i.unit ?? null }, f);
          const got = baseOf(scaled);
          const what = `${r.name} x${diners}: ${i.name} ${i.quantity} ${i.unit} -> ${scaled.quantity} ${scaled.unit}`;
          expect(got.dimension, what).toBe(exact.dimension);
          expect(got.value, what).toBeGreaterThan(0);
          // Tiny counts round up: an eighth of an egg is half an egg, a fraction of a pinch is a pinch.
          if (exact.dimension === 'other' && exact.value < 0.5) expect(got.value, what).toBeLessThanOrEqual(1);
          else expect(Math.abs(got.value - exact.value), what).toBeLessThanOrEqual(allowed(exact.value, exact.dimension));
          // US: within US_TOLERANCE (or the smallest US measure) of the metric amount.
          const us = toUs(scaled);
          if (exact.dimension === 'mass') {
            const grams = us.unit === 'lb' ? us.quantity * 453.592 : us.unit === 'oz' ? us.quantity * 28.3495 : us.quantity;
            expect(Math.abs(grams - got.value), what).toBeLessThanOrEqual(Math.max(US_TOLERANCE * got.value, 28.3495 / 16));
          }
          if (exact.dimension === 'volume') {
            const ml = us.unit === 'cup' ? us.quantity * 236.588 : us.unit === 'tbsp' ? us.quantity * 14.787 : us.quantity * 4.929;
            expect(Math.abs(ml - got.value), what).toBeLessThanOrEqual(Math.max(US_TOLERANCE * got.value, 4.929 / 16));
          }
          expect(formatAmount(scaled, 'us')).not.toMatch(/NaN|undefined/);
          expect(formatAmount(scaled, 'metric')).not.toMatch(/NaN|undefined/);
        }
      }
    });
  }

  it('puts every bought ingredient of the library in an aisle', () => {
    const other = library.flatMap((r) => r.ingredients.filter((i) => !isFromTheTap(i.name) && aisleOf(i.name) === 'Other').map((i) => i.name));
    expect(other).toEqual([]);
  });

  it('merges one ingredient across dishes into one line, grouped by aisle', () => {
    const sources = library.flatMap((r) => r.ingredients.map((i) => ({ name: i.name, quantity: i.quantity!, unit: i.unit ?? null, dish: r.name })));
    const list = mergeShoppingList(sources);
    const items = list.flatMap((g) => g.items);
    const keys = items.map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    const butter = items.find((i) => i.key === 'butter')!;
    expect(butter.dishes.length).toBeGreaterThan(1);
    const grams = sources.filter((i) => shoppingKey(i.name) === 'butter').map((i) => baseOf(i).value).reduce((a, b) => a + b, 0);
    expect(Math.abs(baseOf(butter.amount).value - grams)).toBeLessThanOrEqual(0.06 * grams);
    expect(items.some((i) => /water/i.test(i.name))).toBe(false);
    for (const g of list) for (const i of g.items) expect(i.aisle).toBe(g.aisle);
  });
});
