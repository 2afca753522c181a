import { methodSteps, type MethodStep } from '../text/recipe-text';
import { firstText, plainText } from './page-text';

/**
 * Reads `recipeInstructions` in every shape sites use: one string (with or without line breaks),
 * a list of strings, `HowToStep`s with `text` or `name`, and `HowToSection`s whose
 * `itemListElement` holds steps. A section's name is kept so its steps form their own strand.
 */
export function instructionSteps(value: unknown, section: string | null = null): MethodStep[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') {
    const lines = plainText(value).split('\n').filter((l) => l !== '');
    return methodSteps(lines.map((line) => ({ line, section })));
  }
  if (Array.isArray(value)) {
    // A list of plain strings is one step each, even when a string holds two sentences.
    if (value.every((v) => typeof v === 'string')) {
      return value.flatMap((v) => plainText(v).split('\n')).filter((t) => t !== '').map((text) => ({ text, section }));
    }
    return value.flatMap((v) => instructionSteps(v, section));
  }
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const types = [o['@type']].flat().map(String);
    if (types.some((t) => t.endsWith('HowToSection'))) {
      const name = firstText(o.name).toLowerCase() || section;
      return instructionSteps(o.itemListElement ?? o.steps ?? o.step, name);
    }
    if (o.itemListElement !== undefined && o.text === undefined) return instructionSteps(o.itemListElement, section);
    const text = plainText(o.text) || firstText(o.name) || firstText(o.description);
    return text ? [{ text, section }] : [];
  }
  return [];
}
