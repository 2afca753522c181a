import { describe, expect, it } from 'vitest';
import { aisleOf, formatAmount, roundAmount, scaleAmount, scaleFactor, scaleTaskMinutes, shoppingKey } from './quantities';

describe('quantities', () => {
  it('scales by diners over servings and rounds to measurable steps', () => {
    expect(scaleFactor(6, 4)).toBe(1.5);
    expect(scaleFactor(null, 4)).toBe(1);
    expect(scaleAmount({ quantity: 500, unit: 'g' }, 1.5)).toEqual({ quantity: 750, unit: 'g' });
    expect(scaleAmount({ quantity: 500, unit: 'g' }, 3)).toEqual({ quantity: 1.5, unit: 'kg' });
    expect(scaleAmount({ quantity: 1, unit: 'tsp' }, 4)).toEqual({ quantity: 4, unit: 'tsp' });
    expect(scaleAmount({ quantity: 1, unit: 'tsp' }, 8)).toEqual({ quantity: 2.75, unit: 'tbsp' });
    expect(scaleAmount({ quantity: 3, unit: null }, 1 / 4)).toEqual({ quantity: 1, unit: null });
    expect(roundAmount({ quantity: 123, unit: 'ml' })).toEqual({ quantity: 125, unit: 'ml' });
  });
  it('formats in metric or US', () => {
    expect(formatAmount({ quantity: 1.5, unit: 'tbsp' })).toBe('1 ½ tbsp');
    expect(formatAmount({ quantity: 250, unit: 'ml' }, 'us')).toBe('1 cup');
    expect(formatAmount({ quantity: 500, unit: 'g' }, 'us')).toBe('17 ½ oz');
    expect(formatAmount({ quantity: 1, unit: 'kg' }, 'us')).toBe('2 ¼ lb');
    expect(formatAmount({ quantity: 5, unit: 'g' }, 'us')).toBe('5 g');
    expect(formatAmount({ quantity: 2, unit: null }, 'us')).toBe('2');
  });
  it('scales quantity-dependent task minutes only', () => {
    expect(scaleTaskMinutes(10, 2, true)).toBe(20);
    expect(scaleTaskMinutes(10, 2, false)).toBe(10);
    expect(scaleTaskMinutes(10, 0.25, true)).toBe(5);
  });
  it('finds the aisle from the name', () => {
    expect(aisleOf('Red wine vinegar')).toBe('Oils, sauces & vinegars');
    expect(aisleOf('Dry white wine')).toBe('Drinks');
    expect(aisleOf('Coconut milk (tins)')).toBe('World foods');
    expect(aisleOf('Whole milk')).toBe('Dairy & eggs');
  });
  it('merges names without notes', () => {
    expect(shoppingKey('Caster sugar for the custard')).toBe('caster sugar');
    expect(shoppingKey('Feta, in a block')).toBe('feta');
    expect(shoppingKey('Eggs (pasteurised)')).toBe('eggs');
  });
});
