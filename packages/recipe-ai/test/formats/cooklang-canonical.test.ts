import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseCooklang, type CookItem } from '../../src/formats/cooklang-parse';
import { readCooklang } from '../../src/formats/read-cooklang';
import { readRecipeFile } from '../../src';

/**
 * The Cooklang spec's canonical tests (cooklang/spec, tests/canonical.yaml, MIT; kept in
 * test/corpus/cooklang with its licence), run through the parsing the importer itself uses.
 */
const canonical = parse(readFileSync(new URL('../corpus/cooklang/canonical.yaml', import.meta.url), 'utf8')) as {
  version: number;
  tests: Record<string, { source: string; result: { steps: unknown[][]; metadata: Record<string, unknown> } }>;
};

/** An item as the canonical results write it. */
function canonicalItem(item: CookItem): Record<string, unknown> {
  if (item.type === 'ingredient') return { type: item.type, name: item.name, quantity: item.quantity, units: item.units };
  if (item.type === 'cookware') return { type: item.type, name: item.name, quantity: item.quantity, units: '' };
  return { ...item };
}

const withUnits = (item: Record<string, unknown>) => (item.type === 'cookware' ? { units: '', ...item } : item);

describe('Cooklang canonical tests', () => {
  it('holds all of them', () => {
    expect(Object.keys(canonical.tests)).toHaveLength(60);
  });

  it.each(Object.entries(canonical.tests))('%s', (_name, test) => {
    const parsed = parseCooklang(test.source);
    const steps = parsed.sections.flatMap((s) => s.steps).map((items) => items.map(canonicalItem));
    // Some results give cookware `units: ""`, others leave it out: an absent one counts as "".
    const expected = test.result.steps.map((items) => items.map((item) => withUnits(item as Record<string, unknown>)));
    expect({ steps, metadata: parsed.metadata }).toEqual({ steps: expected, metadata: test.result.metadata });
  });
});

describe('Cooklang as the importer reads it', () => {
  const one = (source: string, name = 'x.cook') => {
    const read = readRecipeFile(name, new TextEncoder().encode(source));
    expect(read.failed).toEqual([]);
    return read.recipes[0]!.draft;
  };

  it('reads a file that opens with a block comment as Cooklang, not JSON', () => {
    expect(one('[- from grandma -]\nWhisk @eggs{2} in a #bowl{}.', 'eggs').ingredients).toMatchObject([{ name: 'eggs', quantity: 2 }]);
  });

  it("keeps the file's notes as the recipe's notes, never as tasks", () => {
    const draft = one('---\ndescription: Grandma\'s\n---\n> Best with day-old bread.\n\nToast @bread{2%slices} for ~{3%minutes}.');
    expect(draft.description).toBe("Grandma's\n\nBest with day-old bread.");
    expect(draft.tasks.map((t) => `${t.name} ${t.description}`).join(' ')).not.toContain('day-old');
  });

  it('takes servings from a text ("serves: 24 cookies")', () => {
    expect(one('---\nserves: 24 cookies\n---\nMix @flour{200%g} with @butter{100%g}.').servings).toBe(24);
  });

  it('keeps an emoji ingredient, a mixed-fraction amount, and "~ {5}" as text', () => {
    const source = 'Add @🧂 and @flour{2 1/2%cups}.\n\nIt is ~ {5} o\'clock; bake for ~{20%minutes}.';
    const linear = readCooklang(source, 'x');
    expect(linear.ingredients.map((i) => [i.name, i.quantity, i.unit])).toEqual([
      ['🧂', null, null],
      ['flour', 2.5, 'cup'],
    ]);
    expect(linear.steps.map((s) => s.text)).toEqual(['Add 🧂 and flour.', "It is ~ {5} o'clock; bake for 20 minutes."]);
    const draft = one(source);
    expect(draft.ingredients.find((i) => i.name === 'flour')).toMatchObject({ quantity: 2.5, unit: 'cup' });
    expect(draft.tasks.some((t) => t.timer_duration_minutes === 20)).toBe(true);
  });
});
