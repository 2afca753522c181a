import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webCacheControl } from '../src/web-delivery';
import { registerUser, startTestServer, type TestServer } from './harness';

/** Raw HTTP (no automatic decompression), so the headers and body sizes are what a phone gets. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: number }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
    })
      .on('error', reject)
      .end();
  });
}

const web = mkdtempSync(join(tmpdir(), 'brigade-web-'));
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `word-${i % 50}`))};\n`;
let t: TestServer;
beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), `<!doctype html><html lang="en"><title>Brigade</title><script id="early-requests">window.early = 1;</script>\n${'<!-- padding -->'.repeat(100)}<div id="root"></div>`);
  writeFileSync(join(web, 'assets', 'index-AbC123xY.js'), SCRIPT);
  writeFileSync(join(web, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  // What the build writes beside a file: its best-quality brotli and gzip.
  writeFileSync(join(web, 'assets', 'ui-ZyX98765.js'), SCRIPT);
  writeFileSync(join(web, 'assets', 'ui-ZyX98765.js.br'), brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(join(web, 'assets', 'ui-ZyX98765.js.gz'), gzipSync(SCRIPT, { level: 9 }));
  t = await startTestServer({ webDist: web });
});
afterAll(async () => {
  await t.stop();
  rmSync(web, { recursive: true, force: true });
});

describe('what the web app costs on the wire', () => {
  it('hashed assets: brotli and cached for a year, immutable', async () => {
    const res = await get(`${t.url}/assets/index-AbC123xY.js`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.bytes).toBeLessThan(SCRIPT.length / 5);
  });

  it('precompressed files from the build are sent as they are, as the file they stand for', async () => {
    const br = await get(`${t.url}/assets/ui-ZyX98765.js`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.bytes).toBe(brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    expect(String(br.headers['content-type'])).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await get(`${t.url}/assets/ui-ZyX98765.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.bytes).toBe(gzipSync(SCRIPT, { level: 9 }).length);
    const plain = await get(`${t.url}/assets/ui-ZyX98765.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes).toBe(SCRIPT.length);
  });

  it('the page itself: gzip for a client without brotli, checked every time (app routes too)', async () => {
    for (const path of ['/', '/cook/ABC123']) {
      const res = await get(`${t.url}${path}`, { 'accept-encoding': 'gzip' });
      expect(res.headers['content-encoding'], path).toBe('gzip');
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(String(res.headers['content-type'])).toContain('text/html');
    }
  });

  it("the task map's early-requests script goes to map addresses only", async () => {
    const page = async (path: string) => (await fetch(`${t.url}${path}`)).text();
    for (const path of ['/sessions/ABC123/dag/', '/sessions/ABC123/dag?x=1']) expect(await page(path), path).toContain('id="early-requests"');
    for (const path of ['/cook/ABC123', '/join', '/sessions/ABC123/', '/sessions/ABC123/dag/extra']) {
      const body = await page(path);
      expect(body, path).toContain('<div id="root">');
      expect(body, path).not.toContain('early-requests');
    }
  });

  it("the first HTML speaks the phone's language: the picked one (cookie), else Accept-Language's best, else English", async () => {
    const lang = async (path: string, headers: Record<string, string>) => {
      const res = await fetch(`${t.url}${path}`, { headers });
      expect(res.headers.get('vary'), path).toMatch(/accept-language/i);
      expect(res.headers.get('vary'), path).toMatch(/cookie/i);
      return /<html lang="([^"]*)"/.exec(await res.text())?.[1];
    };
    for (const path of ['/', '/cook/ABC123', '/sessions/ABC123/dag/']) {
      expect(await lang(path, { 'accept-language': 'de-DE,de;q=0.9' }), path).toBe('de');
      expect(await lang(path, { 'accept-language': 'de-DE,de;q=0.9', cookie: 'other=1; brigade_lang=fr' }), path).toBe('fr');
      expect(await lang(path, { 'accept-language': 'ja' }), path).toBe('en');
    }
    expect(await lang('/', {})).toBe('en');
    expect(await lang('/', { 'accept-language': 'ja, es-MX;q=0.8, fr;q=0.5' })).toBe('es');
    // A cookie that is not one of the languages is ignored.
    expect(await lang('/', { 'accept-language': 'fr', cookie: 'brigade_lang=xx' })).toBe('fr');
    // The early-requests script still goes to the task map only, whatever the language.
    expect(await (await fetch(`${t.url}/sessions/ABC123/dag/`, { headers: { 'accept-language': 'es' } })).text()).toContain('id="early-requests"');
    expect(await (await fetch(`${t.url}/`, { headers: { 'accept-language': 'es' } })).text()).not.toContain('early-requests');
    // The service worker's fallback page is the file itself.
    expect((await fetch(`${t.url}/index.html`)).status).toBe(200);
  });

  it('robots.txt is text, not the app', async () => {
    const res = await get(`${t.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
  });

  it('API JSON is compressed too', async () => {
    const { token } = await registerUser(t, { host: true });
    const res = await get(`${t.url}/api/recipes/`, { 'accept-encoding': 'br', authorization: `Token ${token}` });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('a large tRPC answer is compressed too', async () => {
    const { token } = await registerUser(t, { host: true });
    const plain = await get(`${t.url}/trpc/recipes.list`, { authorization: `Token ${token}` });
    const res = await get(`${t.url}/trpc/recipes.list`, { 'accept-encoding': 'br, gzip', authorization: `Token ${token}` });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Compressed well, not just flagged (the list now carries each recipe's name and description in four languages: about 3 to 1).
    expect(res.bytes).toBeLessThan(plain.bytes / 2.5);
  });

  it('a compressed tRPC call that is refused keeps its status and the error shape (bad input: 400 with field errors)', async () => {
    const { token } = await registerUser(t, { host: true });
    // A body big enough to be compressed: the refusal echoes nothing of it, but the answer goes through the same hooks.
    const res = await fetch(`${t.url}/trpc/kitchens.create`, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ name: '', description: 'x'.repeat(2000), use_default: true }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { data: { httpStatus: number; fieldErrors?: Record<string, string[]> } } };
    expect(body.error.data.httpStatus).toBe(400);
    expect(body.error.data.fieldErrors).toMatchObject({ name: [expect.any(String)] });
    // And through the plain HTTP path, no compression asked for.
    const unauthorised = await get(`${t.url}/trpc/recipes.list`);
    expect(unauthorised.status).toBe(401);
  });

  it('only Vite-hashed names are immutable', () => {
    expect(webCacheControl('/assets/CookDashboardPage-C1aThEOG.js')).toContain('immutable');
    expect(webCacheControl('/index.html')).toBe('no-cache');
    expect(webCacheControl('/sw.js')).toBe('no-cache');
    expect(webCacheControl('/assets/logo.svg')).toBe('no-cache');
  });
});
