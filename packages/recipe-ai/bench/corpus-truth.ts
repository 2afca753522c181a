import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Recipe } from '@tmlmt/cooklang-parser';
import { load } from 'cheerio';
import { parse as parseCsv } from 'csv-parse/sync';
import { gunzipSync, unzipSync } from 'fflate';
import { parse as parseYaml } from 'yaml';

/**
 * What each corpus file says, read straight from its own structure (JSON arrays, HTML elements,
 * CSV cells, YAML lists), without the importer's rules: the ground truth the benchmark compares
 * the importer's drafts with.
 */
export interface TruthRecipe {
  name: string;
  /** The source's ingredient lines (headings left out); null when the source gives no list to count. */
  ingredients: string[] | null;
  /** The source's method steps as written. */
  steps: string[];
}

export interface CorpusFile {
  /** The corpus folder and file, as the report names it. */
  label: string;
  /** The folder: the source the report groups by. */
  source: string;
  fileName: string;
  bytes: Uint8Array;
  truth: TruthRecipe[];
}

type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const lines = (v: unknown) => str(v).split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
const list = (v: unknown) => (Array.isArray(v) ? v : []);
const stepText = (v: unknown) => (typeof v === 'string' ? v : v && typeof v === 'object' ? str((v as Json).text) : '');
const decode = (b: Uint8Array) => new TextDecoder().decode(b);
const isImage = (path: string) => /\.(?:jpe?g|png|webp|gif)$/i.test(path);

/** Every corpus file with its truth. */
export function loadCorpus(root: string): CorpusFile[] {
  const files: CorpusFile[] = [];
  const add = (source: string, name: string, bytes: Uint8Array, truth: TruthRecipe[]) => files.push({ label: `${source}/${name}`, source, fileName: name, bytes, truth });

  for (const name of readdirSync(join(root, 'mealie-migrations')).filter((n) => n.endsWith('.zip')).sort()) {
    const bytes = new Uint8Array(readFileSync(join(root, 'mealie-migrations', name)));
    add(`mealie-migrations:${name.replace(/\.zip$/, '')}`, name, bytes, zipTruth(bytes));
  }
  for (const name of readdirSync(join(root, 'mealie-json')).filter((n) => n.endsWith('.json')).sort()) {
    const bytes = new Uint8Array(readFileSync(join(root, 'mealie-json', name)));
    add('mealie-json', name, bytes, [mealieTruth(JSON.parse(decode(bytes)) as Json)]);
  }
  for (const name of readdirSync(join(root, 'recipe-scrapers')).filter((n) => n.endsWith('.html.gz')).sort()) {
    const expected = JSON.parse(readFileSync(join(root, 'recipe-scrapers', name.replace(/\.html\.gz$/, '.expected.json')), 'utf8')) as Json;
    const truth = { name: str(expected.title), ingredients: list(expected.ingredients).map(str), steps: list(expected.instructions_list).map(str) };
    add('recipe-scrapers', name, new Uint8Array(readFileSync(join(root, 'recipe-scrapers', name))), [truth]);
  }
  for (const folder of ['cooklang']) {
    for (const name of readdirSync(join(root, folder)).filter((n) => n.endsWith('.cook')).sort()) {
      const bytes = new Uint8Array(readFileSync(join(root, folder, name)));
      add(folder, name, bytes, [cooklangTruth(decode(bytes), name)]);
    }
  }
  const mm = JSON.parse(readFileSync(join(root, 'meal-master', 'expected.json'), 'utf8')) as { recipes: Record<string, { ingredients: number }> };
  for (const name of readdirSync(join(root, 'meal-master')).filter((n) => n.endsWith('.mmf')).sort()) {
    const bytes = new Uint8Array(readFileSync(join(root, 'meal-master', name)));
    add('meal-master', name, bytes, mealMasterTruth(decode(bytes), mm.recipes));
  }
  return files;
}

/** The recipes of an app's export zip, by what its entries hold. */
function zipTruth(bytes: Uint8Array): TruthRecipe[] {
  const out: TruthRecipe[] = [];
  for (const [path, data] of Object.entries(unzipSync(bytes))) {
    if (path.endsWith('/') || path.startsWith('__MACOSX/') || /(?:^|\/)\./.test(path) || isImage(path)) continue;
    if (path.endsWith('.zip')) out.push(...zipTruth(data));
    else if (path.endsWith('.paprikarecipe')) {
      const o = JSON.parse(decode(gunzipSync(data))) as Json;
      out.push({ name: str(o.name), ingredients: lines(o.ingredients).filter((l) => !/:$/.test(l)), steps: lines(o.directions) });
    } else if (path.endsWith('.json')) {
      const o = JSON.parse(decode(data)) as Json;
      if (Array.isArray(o.steps)) out.push(tandoorTruth(o));
      else if (o['@type'] === 'Recipe') out.push({ name: str(o.name), ingredients: list(o.recipeIngredient).map(str), steps: list(o.recipeInstructions).map(stepText).filter(Boolean) });
      else out.push(mealieTruth(o));
    } else if (path.endsWith('.md')) {
      const fm = /^---\s*\n([\s\S]*?)\n---/.exec(decode(data));
      const y = (fm ? parseYaml(fm[1]!) : {}) as Json;
      out.push({ name: str(y.title), ingredients: list(y.ingredients).map(str), steps: list(y.directions).map(str) });
    } else if (path.endsWith('.html')) {
      const $ = load(decode(data));
      for (const el of $('div.recipe').toArray()) {
        const r = $(el);
        const texts = (sel: string) => r.find(sel).toArray().map((e) => $(e).text().replace(/\s+/g, ' ').trim()).filter(Boolean);
        out.push({ name: r.find('#name').text().trim(), ingredients: texts('li.recipeIngredient'), steps: texts('li.instruction') });
      }
    } else if (path.endsWith('.csv')) {
      for (const row of parseCsv(decode(data), { columns: true }) as Array<Record<string, string>>) {
        out.push({ name: row.Title ?? '', ingredients: lines(row.Ingredients).filter((l) => !l.startsWith(',')), steps: lines(row.Directions) });
      }
    }
  }
  return out;
}

function mealieTruth(o: Json): TruthRecipe {
  const ingredients = list(o.recipeIngredient ?? o.recipe_ingredient).map((i) => (typeof i === 'string' ? i : str((i as Json).note) || str((i as Json).display)));
  return { name: str(o.name), ingredients, steps: list(o.recipeInstructions ?? o.recipe_instructions).map(stepText).filter(Boolean) };
}

function tandoorTruth(o: Json): TruthRecipe {
  const steps = list(o.steps) as Json[];
  const ingredients = steps.flatMap((s) => (list(s.ingredients) as Json[]).filter((i) => i.is_header !== true && i.food).map((i) => str((i.food as Json).name)));
  return { name: str(o.name), ingredients, steps: steps.flatMap((s) => lines(s.instruction)) };
}

/** Cooklang: the parser library's own reading (each distinct ingredient; a step per paragraph). */
function cooklangTruth(source: string, fileName: string): TruthRecipe {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^>>.*$/gm, '');
  let ingredients: string[] | null = null;
  try {
    ingredients = new Recipe(body).ingredients.map((i) => i.name);
  } catch {
    // The library refuses some valid files; then there is no list to count.
  }
  const steps = body.split(/\n\s*\n/).map((p) => p.replace(/--.*$/gm, '').replace(/\[-[\s\S]*?-\]/g, '').trim()).filter((p) => p !== '' && !/^=|^>/.test(p));
  return { name: fileName.replace(/\.cook$/, ''), ingredients, steps: steps.map((p) => p.replace(/[@#~]([^{}\n]*?)\{[^}]*\}/g, '$1').replace(/[@#~]/g, '')) };
}

function mealMasterTruth(source: string, counts: Record<string, { ingredients: number }>): TruthRecipe[] {
  return source
    .replace(/\r/g, '')
    .split(/^MMMMM----- Recipe via Meal-Master.*$/m)
    .slice(1)
    .map((block) => {
      const name = /Title:\s*(.*)/.exec(block)?.[1]?.trim() ?? '';
      // The directions: paragraphs after the first blank line that follows the ingredients.
      const body = block.split(/\n\s*\n/).slice(2).join('\n\n').replace(/^MMMMM\s*$/m, '');
      const steps = body.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim()).filter((p) => /\p{L}{3}/u.test(p) && !/^MMMMM|^~?-{5}/.test(p));
      return { name, ingredients: counts[name] ? Array.from({ length: counts[name].ingredients }, () => '') : null, steps };
    });
}
