import * as fx from '@brigade/recipe-ai/testing/format-fixtures';
import { TRPCClientError } from '@trpc/client';
import { strToU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from './harness';

let t: TestServer;
let staff: string;
let cook: string;

beforeAll(async () => {
  t = await startTestServer();
  staff = (await registerUser(t)).token; // the first account is staff
  cook = (await registerUser(t)).token;
});
afterAll(async () => t.stop());

type Upload = { name: string; bytes: Uint8Array };
const file = (name: string, bytes: Uint8Array = fx.fixture(name)): Upload => ({ name, bytes });

/** POST recipes/import/ as a browser form does: multipart, every file in the field `file`. */
async function upload(files: Upload[], fields: Record<string, string | string[]> = {}, token = staff) {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([f.bytes]), f.name);
  for (const [k, v] of Object.entries(fields)) for (const value of [v].flat()) form.append(k, value);
  const res = await fetch(`${t.url}/api/recipes/import/`, { method: 'POST', body: form, headers: token ? { authorization: `Token ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as any };
}

describe('POST recipes/import/', () => {
  it('imports several files of different kinds as draft task graphs', async () => {
    const res = await upload([file('pea-soup.cook'), file('My Recipes.paprikarecipes', fx.paprikaArchive()), file('collection.mmf')]);
    expect(res.status).toBe(200);
    expect(res.body.failed).toEqual([]);
    expect(res.body.imported.map((r: any) => [r.name, r.status, r.format])).toEqual([
      ['Minted Pea Soup', 'draft', 'cooklang'],
      ['Shakshuka', 'draft', 'paprika'],
      ['Quick Flatbreads', 'draft', 'paprika'],
      ['Apple Crumble', 'draft', 'mealmaster'],
      ['Garlic Green Beans', 'draft', 'mealmaster'],
    ]);
    const soup = res.body.imported[0];
    expect(soup.id).toEqual(expect.any(Number));
    expect(soup.tasks.find((x: any) => /bake/i.test(x.name))).toMatchObject({ task_type: 'timer_passive', timer_minutes: 10, equipment: ['oven'] });
    expect(soup.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/state no time/)]));

    const detail = await t.rest('GET', `recipes/${soup.id}/details/`, { token: staff });
    expect(detail.body.recipe).toMatchObject({ name: 'Minted Pea Soup', servings: 4, is_published: false });
    expect(detail.body.tasks).toHaveLength(soup.tasks.length);
    expect(detail.body.ingredients.find((i: any) => i.name === 'frozen peas')).toMatchObject({ quantity: 500, unit: 'g' });
    // A draft reaches no host until staff publish it.
    expect((await t.rest('GET', `recipes/${soup.id}/details/`, { token: cook })).status).toBe(404);
  });

  it('previews without saving', async () => {
    const before = (await t.rest('GET', 'recipes/', { token: staff })).body.length;
    const res = await upload([file('roast-potatoes.jsonld')], { preview: 'true' });
    expect(res.status).toBe(200);
    expect(res.body.imported).toMatchObject([{ id: null, status: 'preview', name: 'Crisp Roast Potatoes', duplicate_of: null }]);
    expect((await t.rest('GET', 'recipes/', { token: staff })).body.length).toBe(before);
  });

  it('skips a recipe imported before, by source id or by name and content, or imports it as a copy', async () => {
    const again = await upload([file('pea-soup.cook'), file('Shakshuka.paprikarecipe', fx.paprikaRecipe())]);
    expect(again.status).toBe(200);
    expect(again.body.imported).toEqual([]);
    expect(again.body.skipped).toEqual([
      { ref: '0.0', file: 'pea-soup.cook', name: 'Minted Pea Soup', duplicate_of: { id: expect.any(Number), name: 'Minted Pea Soup', reason: 'content' } },
      { ref: '1.0', file: 'Shakshuka.paprikarecipe', name: 'Shakshuka', duplicate_of: { id: expect.any(Number), name: 'Shakshuka', reason: 'source' } },
    ]);
    const preview = await upload([file('pea-soup.cook')], { preview: 'true' });
    expect(preview.body.imported[0].duplicate_of).toMatchObject({ name: 'Minted Pea Soup', reason: 'content' });

    const copied = await upload([file('pea-soup.cook'), file('Shakshuka.paprikarecipe', fx.paprikaRecipe())], { copy: '1.0' });
    expect(copied.body.imported.map((r: any) => r.name)).toEqual(['Shakshuka (copy)']);
    expect(copied.body.skipped.map((r: any) => r.name)).toEqual(['Minted Pea Soup']);
  });

  it("imports the apps' real exports: a Mealie export zip of 2021 and one old snake_case Mealie recipe", async () => {
    const zip = await upload([file('mealie.zip', fx.corpusFile('mealie-migrations/mealie.zip'))]);
    expect(zip.status).toBe(200);
    expect(zip.body.failed).toEqual([]);
    expect(zip.body.imported.map((r: any) => [r.name, r.format, r.status]).sort()).toEqual([
      ['Levain Chocolate Chip Cookies', 'mealie', 'draft'],
      ['Old-Fashioned Beef Stew', 'mealie', 'draft'],
      ['PIZZA DOUGH — Basics With Babish', 'mealie', 'draft'],
    ]);
    const stew = zip.body.imported.find((r: any) => r.name === 'Old-Fashioned Beef Stew');
    const detail = await t.rest('GET', `recipes/${stew.id}/details/`, { token: staff });
    expect(detail.body.recipe).toMatchObject({ servings: 4, source_url: 'https://cooking.nytimes.com/recipes/4735-old-fashioned-beef-stew' });
    expect(detail.body.ingredients).toHaveLength(12);

    // The same recipe as a JSON file alone (it was refused with 415) reads, and is known by its Mealie id.
    const json = await upload([file('old-fashioned-beef-stew.json', fx.corpusFile('mealie-json/old-fashioned-beef-stew.json'))], { preview: 'true' });
    expect(json.status).toBe(200);
    expect(json.body.imported).toMatchObject([{ name: 'Old-Fashioned Beef Stew', format: 'mealie', status: 'preview', duplicate_of: { id: stew.id, reason: 'source' } }]);
  });

  it('lists the ingredients no task uses, and none when every one is used (issue 36)', async () => {
    const toast = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Saffron Toast',
      recipeIngredient: ['2 slices bread', '1 tbsp butter', '1 pinch saffron threads'],
      recipeInstructions: ['Toast the bread for 3 minutes.', 'Spread with the butter.'],
    });
    const res = await upload([{ name: 'toast.json', bytes: strToU8(toast) }, file('roast-potatoes.jsonld')], { preview: 'true' });
    expect(res.status).toBe(200);
    const [saffron, potatoes] = res.body.imported;
    expect(saffron).toMatchObject({ name: 'Saffron Toast', unused_ingredients: ['saffron threads'] });
    expect(saffron.ingredients.find((i: any) => i.name === 'bread').used_in).toHaveLength(1);
    expect(potatoes).toMatchObject({ name: 'Crisp Roast Potatoes', unused_ingredients: [] });
  });

  it('is for staff only', async () => {
    expect((await upload([file('pea-soup.cook')], {}, cook)).status).toBe(403);
    expect((await upload([file('pea-soup.cook')], {}, '')).status).toBe(401);
  });
});

describe('bad uploads answer 4xx naming the file and the reason', () => {
  it.each([
    ['empty.cook', new Uint8Array(0), 400, 'empty.cook: the file is empty'],
    ['notes.pdf', strToU8('%PDF-1.7 binary stuff'), 415, /^notes\.pdf: not a recipe file Brigade can read/],
    ['broken.paprikarecipes', fx.paprikaArchive().slice(0, 80), 422, /^broken\.paprikarecipes: the archive is damaged/],
    ['bomb.zip', fx.zipBomb(60), 413, 'bomb.zip: the archive unpacks to more than 50 MB'],
    ['crowded.zip', fx.crowdedZip(2001), 413, 'crowded.zip: the archive holds more than 2,000 entries'],
    ['nothing.html', strToU8('<!doctype html><p>hello</p>'), 422, 'nothing.html: the page holds no schema.org Recipe'],
    ['broken.cook', strToU8('Add @&missing{1} to the pan.'), 422, /^broken\.cook: the Cooklang cannot be read/],
    ['sheet.csv', strToU8('name,price\nflour,2\n'), 415, /^sheet\.csv: not a recipe file Brigade can read/],
    ['cut.zip', fx.corpusFile('mealie-migrations/mealie.zip').slice(0, 4000), 422, /^cut\.zip: the archive is damaged/],
  ])('%s', async (name, bytes, status, message) => {
    const res = await upload([{ name, bytes }]);
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(message);
    expect(res.body).toMatchObject({ imported: [], failed: [{ name, error: expect.any(String) }] });
  });

  it('refuses a file over the size limit by name, and still imports the others', async () => {
    const big = { name: 'huge.json', bytes: new Uint8Array(21 * 1024 * 1024).fill(0x20) };
    const alone = await upload([big]);
    expect(alone.status).toBe(413);
    expect(alone.body.error).toBe('huge.json: the file is larger than the 20 MB limit');
    const mixed = await upload([big, file('tandoor.zip', fx.tandoorArchive())], { preview: 'true' });
    expect(mixed.status).toBe(200);
    expect(mixed.body.imported.map((r: any) => r.name)).toEqual(['Mushroom Risotto']);
    expect(mixed.body.failed).toEqual([{ name: 'huge.json', error: 'the file is larger than the 20 MB limit', error_text: { code: 'import.fileOverLimit', params: { mb: 20 } } }]);
  });

  it('lists a failed file beside the recipes that imported', async () => {
    const res = await upload([file('mealie.zip', fx.mealieArchive()), { name: 'empty.mmf', bytes: new Uint8Array(0) }], { preview: 'true' });
    expect(res.status).toBe(200);
    expect(res.body.imported.map((r: any) => r.name)).toEqual(['Weeknight Chili']);
    expect(res.body.failed).toEqual([{ name: 'empty.mmf', error: 'the file is empty', error_text: { code: 'import.fileEmpty', params: {} } }]);
  });

  it('refuses a request that is not multipart, or has no file', async () => {
    const json = await t.rest('POST', 'recipes/import/', { token: staff, body: { file: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body.error).toMatch(/multipart\/form-data/);
    const none = await upload([], { preview: 'true' });
    expect(none.status).toBe(400);
    expect(none.body.error).toMatch(/at least one recipe file/);
    const badOption = await upload([file('pea-soup.cook')], { duplicates: 'merge' });
    expect(badOption.status).toBe(400);
    expect(badOption.body).toEqual({ duplicates: ['Choose skip or copy.'] });
  });
});

describe('export', () => {
  it('exports a recipe losslessly: importing the Brigade file gives back the same graph', async () => {
    const [mealie] = (await upload([file('chili.json', fx.fixture('mealie-chili.json'))])).body.imported;
    const res = await fetch(`${t.url}/api/recipes/${mealie.id}/export/?format=brigade`, { headers: { authorization: `Token ${staff}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="weeknight-chili.brigade.json"');
    const exported = new Uint8Array(await res.arrayBuffer());
    // The same recipe again: offered as a duplicate (its source id travels in the export).
    const again = await upload([{ name: 'weeknight-chili.brigade.json', bytes: exported }]);
    expect(again.body.skipped[0].duplicate_of).toMatchObject({ id: mealie.id, reason: 'source' });
    const copy = (await upload([{ name: 'weeknight-chili.brigade.json', bytes: exported }], { duplicates: 'copy' })).body.imported[0];
    const graph = async (id: number) => {
      const d = (await t.rest('GET', `recipes/${id}/details/`, { token: staff })).body;
      const keyOf = new Map(d.tasks.map((x: any) => [String(x.id), x.key ?? x.name]));
      return {
        tasks: d.tasks.map((x: any) => ({ ...x, id: undefined, task_id: undefined, recipe_id: undefined })),
        deps: Object.entries(d.task_dependencies).map(([k, v]) => [keyOf.get(k), (v as string[]).map((s) => keyOf.get(s))]),
        ingredients: d.ingredients,
      };
    };
    expect(await graph(copy.id)).toEqual(await graph(mealie.id));
  });

  it('exports Cooklang and JSON-LD that import again', async () => {
    const [crumble] = (await upload([file('collection.mmf')], { duplicates: 'copy' })).body.imported;
    for (const [format, type, ext] of [
      ['cooklang', 'text/plain; charset=utf-8', '.cook'],
      ['jsonld', 'application/ld+json; charset=utf-8', '.jsonld'],
    ] as const) {
      const res = await fetch(`${t.url}/api/recipes/${crumble.id}/export/?format=${format}`, { headers: { authorization: `Token ${staff}` } });
      expect(res.headers.get('content-type')).toBe(type);
      const back = await upload([{ name: `crumble${ext}`, bytes: new Uint8Array(await res.arrayBuffer()) }], { preview: 'true' });
      expect(back.body.imported[0]).toMatchObject({ name: crumble.name, servings: 6 });
    }
    const bad = await t.rest('GET', `recipes/${crumble.id}/export/?format=pdf`, { token: staff });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ format: ['Choose a format: brigade, cooklang or jsonld.'] });
    expect((await t.rest('GET', `recipes/${crumble.id}/export/`, { token: cook })).status).toBe(404);
  });

  it('exports every recipe at once as a zip', async () => {
    const res = await fetch(`${t.url}/api/recipes/export/?format=cooklang`, { headers: { authorization: `Token ${staff}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(entries);
    const all = (await t.rest('GET', 'recipes/', { token: staff })).body;
    expect(names).toHaveLength(all.length);
    expect(names).toContain('minted-pea-soup.cook');
  });
});

describe('tRPC', () => {
  it('imports base64 files and answers the same shape', async () => {
    const client = t.trpc(staff);
    const answer = await client.recipeFiles.import.mutate({
      files: [{ name: 'risotto.zip', content_base64: Buffer.from(fx.tandoorArchive()).toString('base64') }],
      preview: true,
    });
    expect(answer.imported).toMatchObject([{ name: 'Mushroom Risotto', status: 'preview', format: 'tandoor' }]);
    const refused = await client.recipeFiles.import.mutate({ files: [{ name: 'empty.cook', content_base64: '' }] }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as TRPCClientError<any>).data?.httpStatus).toBe(400);
    expect((refused as Error).message).toBe('empty.cook: the file is empty');
    // tRPC requests share the server's 1 MB body limit: a bigger upload goes through REST multipart.
    const big = await client.recipeFiles.import.mutate({ files: [{ name: 'big.json', content_base64: 'A'.repeat(1_200_000) }] }).catch((e: unknown) => e);
    expect((big as TRPCClientError<any>).data?.httpStatus ?? (big as any).meta?.response?.status).toBe(413);
    const file = await client.recipeFiles.export.query({ id: answer.imported.length > 0 ? (await t.rest('GET', 'recipes/', { token: staff })).body[0].id : 1, format: 'jsonld' });
    expect(file).toMatchObject({ content_type: 'application/ld+json; charset=utf-8', encoding: 'utf8' });
  });
});
