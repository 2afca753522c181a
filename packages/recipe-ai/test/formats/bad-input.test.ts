import { apiText } from '@brigade/contracts';
import { strToU8, zipSync, gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { FormatError, readRecipeFile, UnpackBudget } from '../../src';
import * as fx from '../../testing/format-fixtures';

const failure = (name: string, bytes: Uint8Array, budget?: UnpackBudget): FormatError => {
  try {
    readRecipeFile(name, bytes, budget);
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error(`${name} was read`);
};

describe('files that cannot be read', () => {
  it.each([
    ['an empty file', new Uint8Array(0), 'empty', /empty/],
    ['a file of blanks', strToU8('  \n\n '), 'empty', /empty/],
    ['a file of an unknown kind', strToU8('%PDF-1.7 not a recipe at all'), 'unknown_kind', /not a recipe file/],
    ['JSON that is no recipe', strToU8('{"hello": "world"}'), 'unknown_kind', /not a recipe/],
    ['broken JSON', strToU8('{"name": "Soup", '), 'corrupt', /JSON is not valid/],
    ['a damaged zip', fx.paprikaArchive().slice(0, 60), 'corrupt', /damaged/],
    ['damaged gzip', fx.paprikaRecipe().slice(0, 30), 'corrupt', /damaged/],
    ['a page without a recipe', strToU8('<!doctype html><html><body>Hello</body></html>'), 'no_recipe', /no schema.org Recipe/],
    ['a Brigade export of a broken graph', strToU8(JSON.stringify({ brigade_recipe: 1, recipe: { name: 'X', difficulty_level: 'beginner', estimated_time_minutes: 5, tasks: [] } })), 'no_recipe', /not valid/],
  ])('refuses %s', (_, bytes, code, message) => {
    const error = failure('upload.bin', bytes);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    // Beside the English, the reason by code for the web app to show in the cook's language.
    expect(error.text.code).toMatch(/^import\.file/);
    expect(apiText(error.text.code, error.text.params)).toBe(error.message);
  });

  it('stops an archive that unpacks past 50 MB, whatever its headers say', () => {
    const error = failure('bomb.zip', fx.zipBomb(60));
    expect(error).toMatchObject({ code: 'too_large', message: 'the archive unpacks to more than 50 MB', text: { code: 'import.fileUnpacksTooLarge', params: { mb: 50 } } });
    // A lying header is caught by counting the real bytes: here the budget is smaller than the data.
    expect(failure('small.zip', fx.mealieArchive(), new UnpackBudget({ maxBytes: 100, maxEntries: 10 })).code).toBe('too_large');
  });

  it('stops a gzip that unpacks past the limit', () => {
    expect(failure('big.paprikarecipe', gzipSync(new Uint8Array(2000)), new UnpackBudget({ maxBytes: 1000, maxEntries: 10 })).code).toBe('too_large');
  });

  it('stops an archive of more than 2,000 entries', () => {
    expect(failure('crowded.zip', fx.crowdedZip(2001))).toMatchObject({ code: 'too_large', message: 'the archive holds more than 2,000 entries' });
  });

  it('lists a recipe that fails and keeps the others of the archive', () => {
    const noSteps = JSON.stringify({ uid: 'A-1', name: 'Only a list', ingredients: '1 egg', directions: '' });
    const archive = zipSync({
      'Good.paprikarecipe': fx.paprikaRecipe('paprika-flatbread.json'),
      'Empty.paprikarecipe': gzipSync(strToU8(noSteps)),
      'Broken.paprikarecipe': strToU8('not gzip'),
    });
    const read = readRecipeFile('mixed.paprikarecipes', archive);
    expect(read.recipes.map((r) => r.draft.name)).toEqual(['Quick Flatbreads']);
    expect(read.failed).toEqual([
      { name: 'mixed.paprikarecipes › Empty.paprikarecipe › Only a list', error: 'no steps to make tasks from', text: { code: 'import.recipeNoSteps', params: {} } },
      { name: 'mixed.paprikarecipes › Broken.paprikarecipe', error: expect.stringMatching(/not a recipe file/), text: { code: 'import.fileUnknownKind', params: { kinds: expect.any(String) } } },
    ]);
  });
});
