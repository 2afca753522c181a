/**
 * pnpm bench:import [--json] [--src <recipe-ai src dir>] [--runs N] [--misses]
 *
 * `--misses` also lists, per file, what each measure missed (source ingredient lines no draft
 * ingredient matched, timed steps with no timer, recipes that allow parallel work but have none,
 * commentary tasks), to find the cause of a shortfall.
 *
 * Imports every real file of packages/recipe-ai/test/corpus (origins in its SOURCES.md) and
 * reports, per source, how close the drafts come to what the files say (truth: corpus-truth.ts,
 * read from each file's own structure, not by the importer's rules). `--src` points at another
 * checkout's packages/recipe-ai/src (a baseline, e.g. main) so both can be measured alike.
 *
 * The measures:
 * - recipes imported: drafts made / recipes the files hold.
 * - ingredient recall: of the source's ingredient lines, the share with a draft ingredient that
 *   shares a word with the line (two letters or more; a singular and its plural count as one word;
 *   each draft ingredient matched once; in Japanese and Chinese, the name found in the line). Where a source gives only a count
 *   (Meal-Master), drafts' ingredients / that count, at most 1.
 * - step recall: of the source's steps (less lines that are commentary by the test below), the
 *   share whose words (three or more letters; CJK by character) are at least half found in the
 *   draft's task texts.
 * - durations → timers: of the source's steps that state a time the food needs (a number,
 *   fraction, range or number word and a time unit, in en/de/fr/es/it/nl/pt/ja), the share with a
 *   task drawn from that step (half its words in the step) that has a timer.
 * - commentary tasks: tasks whose text is a link, a notes/source/tip heading or label, separator
 *   characters, or provenance ("Posted by", "From:").
 * - unused ingredients: draft ingredients no task uses (and recipes with one).
 * - parallel work: of the recipes whose text allows it (an oven to heat, water to boil,
 *   "meanwhile"/"while" in the eight languages), the share whose graph has two tasks neither of
 *   which waits for the other.
 * - speed: a Meal-Master archive of 800 recipes (the corpus's Meal-Master recipes repeated,
 *   retitled) read in full, and one recipe page read as a preview; median wall and CPU time of
 *   --runs runs (CPU time is the steadier on a shared machine).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RecipeDraft } from '@brigade/contracts';
import { loadCorpus, type TruthRecipe } from './corpus-truth';

type ReadFile = (name: string, bytes: Uint8Array) => { recipes: Array<{ format: string; draft: RecipeDraft }>; failed: unknown[] };

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const here = fileURLToPath(new URL('.', import.meta.url));
const src = resolve(flag('--src') ?? resolve(here, '../src'));
const runs = Number(flag('--runs') ?? 3);
const { readRecipeFile } = (await import(resolve(src, 'formats/index.ts'))) as { readRecipeFile: ReadFile };

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const words = (text: string): string[] => {
  const lower = text.toLowerCase();
  return [...(lower.match(/\p{L}{3,}/gu) ?? []), ...(lower.match(new RegExp(CJK.source, 'gu')) ?? [])];
};
const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|half|a few|an?|ein(?:e|er)?|zwei|drei|vier|fünf|zehn|halbe?n?|un(?:e)?|deux|trois|cinq|dix|quinze|vingt|uno?|una|dos|tres|cinco|diez|quince|veinte|due|tre|dieci|venti|een|twee|drie|vijf|tien|um|uma|duas|três|dez';
const TIME_UNIT = 'sec(?:ond)?s?|min(?:ute)?s?|minuten?|minut[eio]s?|minuti|minutos|mn|h(?:ou)?rs?|hours?|stunden?|std|heures?|horas?|ore|ora|uur|uren|tage?n?|days?|jours?|días?|giorni|dagen?|dias?|nights?|overnight|über nacht|分|時間|秒';
const STATED_TIME = new RegExp(`(?:\\d+(?:[.,/]\\d+)?(?:\\s*(?:-|–|to|bis|à|a|o|or|oder|ou|tot|〜|~)\\s*\\d+(?:[.,]\\d+)?)?|½|¼|¾|\\b(?:${NUMBER_WORDS}))\\s*(?:${TIME_UNIT})(?![\\p{L}])|overnight|über nacht|toute la nuit|toda la noche`, 'iu');
const COMMENTARY = /https?:\/\/|www\.|^(?:#+\s*)?(?:source|sources|notes?|tips?|quelle|hinweis|notiz|astuce|remarque|fuente|nota|fonte|bron|credits?)\s*:?\s*$|^(?:source|quelle|fuente|fonte|bron)\s*:|^[\s\-=~_*#.]+$|-{3,}|MMMMM|^(?:posted|typed|formatted|submitted|shared) by|^from:/i;
const PARALLEL_ALLOWED = /preheat|pre-heat|heat the oven|oven to \d|bring .{0,40}to (?:a |the )?boil|boil(?:ing)? (?:the )?water|meanwhile|in the meantime|\bwhile\b|vorheiz|ofen .{0,20}(?:auf|heizen)|inzwischen|währenddessen|in der zwischenzeit|préchauff|pendant ce temps|precalent|mientras|preriscald|nel frattempo|intanto|voorverwarm|ondertussen|pré-?aqueç|enquanto|予熱|その間|沸騰/i;

interface Tally {
  files: number;
  recipes: number;
  imported: number;
  ingExpected: number;
  ingFound: number;
  stepsExpected: number;
  stepsFound: number;
  timedSteps: number;
  timedWithTimer: number;
  tasks: number;
  commentary: number;
  ingredients: number;
  unused: number;
  recipesWithUnused: number;
  parallelAllowed: number;
  parallelHas: number;
  formats: Set<string>;
}
const newTally = (): Tally => ({ files: 0, recipes: 0, imported: 0, ingExpected: 0, ingFound: 0, stepsExpected: 0, stepsFound: 0, timedSteps: 0, timedWithTimer: 0, tasks: 0, commentary: 0, ingredients: 0, unused: 0, recipesWithUnused: 0, parallelAllowed: 0, parallelHas: 0, formats: new Set() });

/** Words of an ingredient name or line: two letters or more ("Ei"). */
const nameWords = (text: string) => text.toLowerCase().match(/\p{L}{2,}/gu) ?? [];
/** The same word, or one the other's singular or plural ("Strauchtomaten", "strauchtomate"). */
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)) && Math.abs(a.length - b.length) <= 2);

const showMisses = args.includes('--misses');
const misses: string[] = [];
const miss = (what: string) => {
  if (showMisses) misses.push(what);
};

function ingredientHits(truth: string[], draft: RecipeDraft, report = false): number {
  if (truth.every((l) => l === '')) return Math.min(truth.length, draft.ingredients.length);
  const free = draft.ingredients.map((i) => i.name.toLowerCase());
  let hits = 0;
  for (const line of truth) {
    const lw = nameWords(line);
    const shares = (name: string) => nameWords(name).some((w) => lw.some((x) => sameWord(w, x)));
    const at = free.findIndex((name) => (CJK.test(name) ? line.toLowerCase().includes(name) || shares(name) : shares(name)));
    if (at >= 0) {
      hits++;
      free.splice(at, 1);
    } else if (report) miss(`  ingredient not found: ${line}`);
  }
  return hits;
}

/** Whether two tasks of the graph can run at once: neither reaches the other. */
function hasParallel(draft: RecipeDraft): boolean {
  const deps = new Map(draft.tasks.map((t) => [t.key, t.depends_on]));
  const reach = new Map<string, Set<string>>();
  const ancestors = (key: string): Set<string> => {
    const known = reach.get(key);
    if (known) return known;
    const out = new Set<string>();
    reach.set(key, out);
    for (const d of deps.get(key) ?? []) {
      out.add(d);
      for (const a of ancestors(d)) out.add(a);
    }
    return out;
  };
  const keys = draft.tasks.map((t) => t.key);
  return keys.some((a, i) => keys.slice(i + 1).some((b) => !ancestors(a).has(b) && !ancestors(b).has(a)));
}

function measure(t: Tally, source: TruthRecipe, draft: RecipeDraft | undefined, report = false): void {
  // A source line that is commentary (a link, "### Source") is no step to find among the tasks.
  const truth = { ...source, steps: source.steps.filter((s) => !COMMENTARY.test(s.trim())) };
  t.recipes++;
  if (truth.ingredients) t.ingExpected += truth.ingredients.length;
  t.stepsExpected += truth.steps.length;
  const timed = truth.steps.filter((s) => STATED_TIME.test(s));
  t.timedSteps += timed.length;
  const allowed = PARALLEL_ALLOWED.test(truth.steps.join('\n'));
  if (allowed) t.parallelAllowed++;
  if (report) miss(`- ${source.name}${draft ? '' : ': NOT IMPORTED'}`);
  if (!draft) return;
  t.imported++;
  if (truth.ingredients) t.ingFound += ingredientHits(truth.ingredients, draft, report);
  const taskWords = new Set(draft.tasks.flatMap((task) => words(`${task.name} ${task.description}`)));
  t.stepsFound += truth.steps.filter((s) => {
    const w = words(s);
    return w.length === 0 || w.filter((x) => taskWords.has(x)).length >= w.length / 2;
  }).length;
  for (const step of timed) {
    const sw = new Set(words(step));
    const drawn = draft.tasks.filter((task) => {
      const w = words(task.description || task.name);
      return w.length > 0 && w.filter((x) => sw.has(x)).length >= w.length / 2;
    });
    if (drawn.some((task) => task.timer_duration_minutes !== null)) t.timedWithTimer++;
    else if (report) miss(`  no timer: ${step}`);
  }
  t.tasks += draft.tasks.length;
  const commentary = draft.tasks.filter((task) => COMMENTARY.test((task.description || task.name).trim()));
  t.commentary += commentary.length;
  if (report) for (const task of commentary) miss(`  commentary task: ${task.description || task.name}`);
  t.ingredients += draft.ingredients.length;
  const unused = draft.ingredients.filter((i) => i.used_in.length === 0).length;
  t.unused += unused;
  if (unused > 0) t.recipesWithUnused++;
  if (allowed && hasParallel(draft)) t.parallelHas++;
  else if (allowed && report) miss(`  no parallel work (${draft.tasks.length} tasks: ${draft.tasks.map((task) => task.name).join(' → ')})`);
}

const corpusRoot = resolve(here, '../test/corpus');
const files = loadCorpus(corpusRoot);
const bySource = new Map<string, Tally>();
const total = newTally();
for (const file of files) {
  const tally = bySource.get(file.source) ?? newTally();
  bySource.set(file.source, tally);
  tally.files++;
  total.files++;
  let drafts: Array<{ format: string; draft: RecipeDraft }> = [];
  try {
    drafts = readRecipeFile(file.fileName, file.bytes).recipes;
  } catch {
    // The whole file refused: every recipe in it counts as not imported.
  }
  for (const d of drafts) tally.formats.add(d.format);
  const free = [...drafts];
  miss(`${file.label}:`);
  for (const truth of file.truth) {
    const at = free.findIndex((d) => d.draft.name.trim().toLowerCase() === truth.name.trim().toLowerCase());
    const match = at >= 0 ? free.splice(at, 1)[0] : file.truth.length === 1 ? free.shift() : undefined;
    measure(tally, truth, match?.draft);
    measure(total, truth, match?.draft, true);
  }
}

// Speed: 800 Meal-Master recipes in one archive, and one page as a preview.
const mealMaster = files.filter((f) => f.source === 'meal-master').map((f) => new TextDecoder().decode(f.bytes));
const recipesText = mealMaster.flatMap((text) => text.replace(/\r/g, '').split(/(?=^MMMMM----- Recipe via Meal-Master)/m).filter((r) => r.startsWith('MMMMM-----')));
const archive = Array.from({ length: 800 }, (_, i) => recipesText[i % recipesText.length]!.replace(/Title:\s*(.*)/, (_m, title: string) => `Title: ${title} ${i + 1}`)).join('\n');
const archiveBytes = new TextEncoder().encode(archive);
const page = files.find((f) => f.fileName.startsWith('chefkoch'))!;
/** Median wall and CPU milliseconds of `runs` runs (CPU time holds steadier on a shared machine). */
const median = (fn: () => void) => {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    fn();
    const used = process.cpuUsage(startCpu);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { wall: mid(wall), cpu: mid(cpu) };
};
let archiveRecipes = 0;
const archiveMs = median(() => {
  archiveRecipes = readRecipeFile('archive-800.mmf', archiveBytes).recipes.length;
});
const previewMs = median(() => readRecipeFile(page.fileName, page.bytes));

const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)} %`);
const row = (name: string, t: Tally) =>
  `| ${name} | ${[...t.formats].join(', ') || '–'} | ${t.imported}/${t.recipes} | ${pct(t.ingFound, t.ingExpected)} | ${pct(t.stepsFound, t.stepsExpected)} | ${pct(t.timedWithTimer, t.timedSteps)} (${t.timedWithTimer}/${t.timedSteps}) | ${t.commentary} | ${t.unused} in ${t.recipesWithUnused} | ${pct(t.parallelHas, t.parallelAllowed)} (${t.parallelHas}/${t.parallelAllowed}) |`;

if (args.includes('--json')) {
  const json = (t: Tally) => ({ ...t, formats: [...t.formats] });
  console.log(JSON.stringify({ src, sources: Object.fromEntries([...bySource].map(([k, t]) => [k, json(t)])), total: json(total), speed: { archiveRecipes, archiveMs, previewMs, runs } }, null, 2));
} else {
  console.log(`Import corpus: ${total.files} files, ${total.recipes} recipes (src: ${src})\n`);
  if (showMisses) console.log(`${misses.join('\n')}\n`);
  console.log('| source | read as | recipes imported | ingredient recall | step recall | durations → timers | commentary tasks | unused ingredients | parallel work where allowed |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, t] of [...bySource].sort(([a], [b]) => a.localeCompare(b))) console.log(row(name, t));
  console.log(row('**all**', total));
  console.log(`\nTargets: ingredient recall ≥ 98 %, durations → timers ≥ 95 %, 0 commentary tasks, parallel work ≥ 90 % where allowed.`);
  const ms = (m: { wall: number; cpu: number }) => `${m.wall.toFixed(0)} ms wall, ${m.cpu.toFixed(0)} ms CPU`;
  console.log(`Speed (median of ${runs}): ${archiveRecipes} Meal-Master recipes in one archive ${ms(archiveMs)}; one recipe page (preview) ${ms(previewMs)}.`);
}
