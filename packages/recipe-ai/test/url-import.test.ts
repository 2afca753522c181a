import { readFileSync } from 'node:fs';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImportError, importRecipeFromUrl, isPublicAddress, type HostLookup } from '../src/index';

const page = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const html = (body: string) => HttpResponse.html(body);

/** Test host names resolve to example.com's public address; `evil.test` points home. */
const PUBLIC = '93.184.216.34';
const fakeLookup: HostLookup = async (host) => {
  if (host === 'evil.test') return [{ address: '127.0.0.1', family: 4 }];
  if (host === 'sneaky.test') return [{ address: PUBLIC, family: 4 }, { address: '::ffff:10.1.2.3', family: 6 }];
  if (host.endsWith('.test')) return [{ address: PUBLIC, family: 4 }];
  throw new Error(`ENOTFOUND ${host}`);
};

const server = setupServer(
  http.get('https://recipes.test/lemon-drizzle', () => html(page('jsonld-single.html'))),
  http.get('https://recipes.test/pancakes', () => html(page('microdata.html'))),
  http.get('https://recipes.test/tidy-kitchen', () => html(page('no-recipe.html'))),
  http.get('https://recipes.test/moved', () => new HttpResponse(null, { status: 301, headers: { location: '/lemon-drizzle' } })),
  http.get('https://recipes.test/to-loopback', () => new HttpResponse(null, { status: 302, headers: { location: 'http://127.0.0.1/admin' } })),
  http.get('https://recipes.test/to-evil', () => new HttpResponse(null, { status: 307, headers: { location: 'https://evil.test/' } })),
  http.get('https://recipes.test/loop/:n', ({ params }) =>
    new HttpResponse(null, { status: 302, headers: { location: `/loop/${Number(params.n) + 1}` } }),
  ),
  http.get('https://recipes.test/missing', () => new HttpResponse('Not found', { status: 404 })),
  http.get('https://recipes.test/huge', () => html(`<html>${'x'.repeat(5000)}</html>`)),
  http.get('https://recipes.test/endless', () => {
    // A body that never says how long it is and keeps coming: the limit must bite mid-stream.
    const chunk = new TextEncoder().encode('<p>'.padEnd(1024, 'x'));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 10_000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    return new HttpResponse(stream, { headers: { 'content-type': 'text/html' } });
  }),
  http.get('https://recipes.test/slow', async () => {
    await delay(2000);
    return html(page('jsonld-single.html'));
  }),
  http.get('https://recipes.test/photo.jpg', () => new HttpResponse(new Uint8Array([0xff, 0xd8]), { headers: { 'content-type': 'image/jpeg' } })),
  http.get('http://10.0.0.1/recipe', () => html(page('jsonld-single.html'))),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

/**
 * Pages come from msw through the global fetch. Without an injected fetch the importer connects
 * to the checked address itself (fetchPinned, tested on loopback below), which msw cannot see.
 */
const viaMsw: typeof fetch = (input, init) => globalThis.fetch(input, init);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function importError(url: string, options: Parameters<typeof importRecipeFromUrl>[1] = {}): Promise<ImportError> {
  try {
    await importRecipeFromUrl(url, { fetch: viaMsw, lookup: fakeLookup, ...options });
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error(`expected ${url} to be refused`);
}

describe('importRecipeFromUrl', () => {
  it('imports a JSON-LD recipe page into a draft that keeps its address', async () => {
    const draft = await importRecipeFromUrl('https://recipes.test/lemon-drizzle', { fetch: viaMsw, lookup: fakeLookup });
    expect(draft).toMatchObject({ name: 'Lemon Drizzle Cake', source_url: 'https://recipes.test/lemon-drizzle', servings: 8 });
    expect(draft.tasks).toHaveLength(6);
    expect(draft.ingredients[0]).toMatchObject({ quantity: 225, unit: 'g' });
  });

  it('imports a microdata page', async () => {
    const draft = await importRecipeFromUrl('https://recipes.test/pancakes', { fetch: viaMsw, lookup: fakeLookup });
    expect(draft.name).toBe("Grandma's Pancakes");
    expect(draft.servings).toBe(12);
  });

  it('follows a redirect to a public page and records where it ended', async () => {
    const draft = await importRecipeFromUrl('https://recipes.test/moved', { fetch: viaMsw, lookup: fakeLookup });
    expect(draft.source_url).toBe('https://recipes.test/lemon-drizzle');
  });

  it('says so when a page has no recipe', async () => {
    const error = await importError('https://recipes.test/tidy-kitchen');
    expect(error.code).toBe('no_recipe');
    expect(error.message).toBe('No recipe found on that page');
  });

  it.each([
    'http://127.0.0.1/',
    'http://127.1.2.3:8080/recipe',
    'http://localhost:3000/',
    'http://api.localhost/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://2130706433/',
    'http://evil.test/',
    'http://sneaky.test/',
  ])('refuses %s as a blocked address', async (url) => {
    const lookup = vi.fn(fakeLookup);
    const error = await importError(url, { fetch: viaMsw, lookup });
    expect(error.code).toBe('blocked_address');
    expect(error.message).toBe('This address is on a private network and cannot be imported');
  });

  it('checks the resolved address, not the name, and never asks DNS about IP literals', async () => {
    const lookup = vi.fn(fakeLookup);
    await importError('http://evil.test/', { fetch: viaMsw, lookup });
    expect(lookup).toHaveBeenCalledWith('evil.test');
    lookup.mockClear();
    await importError('http://10.0.0.1/', { fetch: viaMsw, lookup });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('re-checks every redirect hop', async () => {
    expect((await importError('https://recipes.test/to-loopback')).code).toBe('blocked_address');
    expect((await importError('https://recipes.test/to-evil')).code).toBe('blocked_address');
  });

  it('lets private addresses through when allowPrivate is set', async () => {
    const draft = await importRecipeFromUrl('http://10.0.0.1/recipe', { fetch: viaMsw, lookup: fakeLookup, allowPrivate: true });
    expect(draft.name).toBe('Lemon Drizzle Cake');
  });

  it('stops after maxRedirects', async () => {
    const error = await importError('https://recipes.test/loop/0', { maxRedirects: 3 });
    expect(error.code).toBe('too_many_redirects');
  });

  it('refuses pages over the size limit, declared or streamed', async () => {
    expect((await importError('https://recipes.test/huge', { maxBytes: 1000 })).code).toBe('too_large');
    expect((await importError('https://recipes.test/endless', { maxBytes: 64 * 1024 })).code).toBe('too_large');
  });

  it('gives up after the timeout', async () => {
    const error = await importError('https://recipes.test/slow', { timeoutMs: 50 });
    expect(error.code).toBe('timeout');
  });

  it('times out even when an injected fetch ignores the abort signal', async () => {
    const never: typeof fetch = () => new Promise(() => undefined);
    const error = await importError('https://recipes.test/lemon-drizzle', { fetch: never, timeoutMs: 30 });
    expect(error.code).toBe('timeout');
  });

  it('reports HTTP errors, non-pages, bad addresses and unknown hosts', async () => {
    expect((await importError('https://recipes.test/missing')).code).toBe('http_error');
    expect((await importError('https://recipes.test/photo.jpg')).code).toBe('not_a_page');
    expect((await importError('ftp://recipes.test/file')).code).toBe('invalid_url');
    expect((await importError('file:///etc/passwd')).code).toBe('invalid_url');
    expect((await importError('not a url')).code).toBe('invalid_url');
    expect((await importError('https://user:pw@recipes.test/lemon-drizzle')).code).toBe('invalid_url');
    expect((await importError('https://nowhere.invalid/')).code).toBe('unreachable');
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['93.184.216.34', true],
    ['2606:2800:220:1:248:1893:25c8:1946', true],
    ['::ffff:93.184.216.34', true],
    ['127.0.0.1', false],
    ['10.1.1.1', false],
    ['172.31.255.255', false],
    ['192.168.0.10', false],
    ['169.254.169.254', false],
    ['100.100.100.100', false],
    ['0.0.0.0', false],
    ['::', false],
    ['::1', false],
    ['fe80::abcd', false],
    ['fc00::1', false],
    ['::ffff:192.168.1.1', false],
    ['224.0.0.1', false],
    ['not-an-ip', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
