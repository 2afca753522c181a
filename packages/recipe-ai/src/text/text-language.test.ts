import { describe, expect, it } from 'vitest';
import { textLanguage } from './text-language';

describe('the language of a recipe text (issue 38.2)', () => {
  it('names the language its function words come from', () => {
    expect(textLanguage('Peel the apples and cut them into chunks. Put them in a pan with the sugar and cook until soft.')).toBe('en');
    expect(textLanguage('Die Äpfel schälen und in Stücke schneiden. Mit dem Zucker in einen Topf geben und weich kochen, bis sie zerfallen.')).toBe('de');
    expect(textLanguage('Pelar las manzanas y cortarlas en trozos. Ponerlas en una olla con el azúcar y cocer hasta que estén blandas.')).toBe('es');
    expect(textLanguage('Éplucher les pommes et les couper en morceaux. Les mettre dans une casserole avec le sucre et cuire jusqu’à ce qu’elles soient tendres.')).toBe('fr');
  });

  it('says nothing when the text is too short to tell', () => {
    expect(textLanguage('Apfel, Zucker')).toBeUndefined();
    expect(textLanguage('')).toBeUndefined();
  });
});
