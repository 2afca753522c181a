/**
 * How long the text rules take to build task graphs for an archive's worth of recipes: 800
 * recipes (the test recipes of `packages/recipe-ai/test/text/`, in seven languages, each 100
 * times), pasted (`convertRecipeText`) and read as a file's ingredient and method text
 * (`textParts` then `graphFromLinear`, as Paprika and Meal-Master do). `--root DIR` measures the
 * recipe-ai of another checkout with the same recipes, for a baseline; `--rounds N` repeats.
 *
 *   pnpm exec tsx scripts/bench-text-import.ts [--root /path/to/checkout] [--rounds 3]
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as RecipeAiModule from '../packages/recipe-ai/src/index';
import type * as PartsModule from '../packages/recipe-ai/src/formats/text-parts';
import * as texts from '../packages/recipe-ai/test/text/recipes-in-languages';

type RecipeAi = typeof RecipeAiModule;
type Parts = typeof PartsModule;

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
};
const root = resolve(arg('root', resolve(import.meta.dirname, '..')));
const rounds = Number(arg('rounds', '3'));
const RECIPES = 800;

const ai = (await import(pathToFileURL(`${root}/packages/recipe-ai/src/index.ts`).href)) as RecipeAi;
const parts = (await import(pathToFileURL(`${root}/packages/recipe-ai/src/formats/text-parts.ts`).href)) as Parts;

const all = Object.values(texts);
const split = all.map((t) => {
  const [head = '', method = ''] = t.split(/\n(?=[^\n]*(?:Method|Zubereitung|Préparation|Preparación|Preparazione|Bereiding|Modo de preparo)[^\n]*\n)/);
  return { ingredients: head.split('\n').slice(1).join('\n'), method: method.split('\n').slice(1).join('\n') };
});

for (let round = 1; round <= rounds; round++) {
  let t0 = performance.now();
  for (let i = 0; i < RECIPES; i++) ai.convertRecipeText(all[i % all.length]!);
  const pasted = performance.now() - t0;
  t0 = performance.now();
  for (let i = 0; i < RECIPES; i++) {
    const s = split[i % split.length]!;
    ai.graphFromLinear({ name: `Recipe ${i}`, ...parts.textParts(s.ingredients, s.method) });
  }
  const file = performance.now() - t0;
  console.log(`round ${round}: ${RECIPES} pasted ${pasted.toFixed(0)} ms (${(pasted / RECIPES).toFixed(2)} ms each) · ${RECIPES} from file text ${file.toFixed(0)} ms · root ${root}`);
}
