import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync, strToU8, zipSync } from 'fflate';

/**
 * Recipe files of every format Brigade imports, written for its tests from the formats' public
 * descriptions, and the archives the apps export them in, built here from those files.
 */
export const FORMAT_FIXTURES_DIR = fileURLToPath(new URL('../test/fixtures/formats/', import.meta.url));

export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(`${FORMAT_FIXTURES_DIR}${name}`));
}

/** The real export files of test/corpus (origins and licences in its SOURCES.md). */
export const CORPUS_DIR = fileURLToPath(new URL('../test/corpus/', import.meta.url));

/** A real export file of the corpus, by its path there: `corpusFile('mealie-migrations/mealie.zip')`. */
export function corpusFile(path: string): Uint8Array {
  return new Uint8Array(readFileSync(`${CORPUS_DIR}${path}`));
}

const text = (name: string) => readFileSync(`${FORMAT_FIXTURES_DIR}${name}`, 'utf8');
/** Bytes that stand for a photo inside an export. */
const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** A single `.paprikarecipe`: one gzipped JSON recipe. */
export function paprikaRecipe(name = 'paprika-shakshuka.json'): Uint8Array {
  return gzipSync(strToU8(text(name)));
}

/** A `.paprikarecipes` export: a zip of gzipped JSON recipes. */
export function paprikaArchive(): Uint8Array {
  return zipSync({
    'Shakshuka.paprikarecipe': paprikaRecipe('paprika-shakshuka.json'),
    'Quick Flatbreads.paprikarecipe': paprikaRecipe('paprika-flatbread.json'),
  });
}

/** A Tandoor export: a zip of zips, each with `recipe.json` and its image. */
export function tandoorArchive(): Uint8Array {
  const inner = zipSync({ 'recipe.json': strToU8(text('tandoor-risotto.json')), 'image.jpg': PHOTO });
  return zipSync({ '1.zip': inner });
}

/** A Mealie export zip: `recipes/<slug>/<slug>.json` beside the recipe's images. */
export function mealieArchive(): Uint8Array {
  return zipSync({
    'recipes/weeknight-chili/weeknight-chili.json': strToU8(text('mealie-chili.json')),
    'recipes/weeknight-chili/images/original.webp': PHOTO,
  });
}

/** A zip whose one entry unpacks to `megabytes` of zeros (a zip bomb in small). */
export function zipBomb(megabytes = 60): Uint8Array {
  return zipSync({ 'recipe.json': new Uint8Array(megabytes * 1024 * 1024) }, { level: 9 });
}

/** A zip of `count` tiny entries. */
export function crowdedZip(count = 2001): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (let i = 0; i < count; i++) files[`note-${i}.txt`] = strToU8('x');
  return zipSync(files, { level: 0 });
}
