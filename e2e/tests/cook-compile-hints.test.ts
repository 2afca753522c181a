import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { coldCookPhone, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * The cook path's scripts reach the phone with V8's compile hint on their first line (issue 14
 * point 8, apps/web/build/compile-hints.ts): Chromium then compiles them on a background thread as
 * they stream in, not on the main thread during the renders after the first paint. The hint counts
 * only on the first line, and the server sends the precompressed files: this checks what arrives.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

describe('the cook path as a phone receives it', () => {
  it('starts the start-up chunk and the cook screen chunks with the compile hint, brotli-compressed', async () => {
    const { code, page } = await coldCookPhone(suite, api, hostToken, 'Hinted');

    const scripts = new Map<string, Promise<{ encoding: string; start: string }>>();
    page.on('response', (response) => {
      const name = /\/assets\/([^/]+)-[\w-]{8}\.js$/.exec(new URL(response.url()).pathname)?.[1];
      if (!name) return;
      scripts.set(
        name,
        response.text().then((body) => ({ encoding: response.headers()['content-encoding'] ?? 'none', start: body.slice(0, HINT.length) })),
      );
    });
    await page.goto(`/cook/${code}`);
    await page.locator('.task-card').first().waitFor();
    await page.locator('.live-dot-connected').waitFor();

    // `app`: the start-up chunk index.html loads (React, the router, the entry's code).
    for (const name of ['app', 'CookDashboardPage', 'live', 'cook-shared']) {
      expect(scripts.has(name), `${name} loaded on /cook`).toBe(true);
      expect(await scripts.get(name), name).toEqual({ encoding: 'br', start: HINT });
    }
  });
});
