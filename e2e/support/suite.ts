import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { laptopContext, launchBrowser, phoneContext } from './browser';
import { startServer, type StartServerOptions, type TestServer } from './server';

/**
 * A browser test file's fixtures: one real server (fresh SQLite file) and one Chromium for the
 * file, and every browser context it opens closed at the end, whatever the tests did.
 */
export function browserSuite(options: StartServerOptions = {}) {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started yet (use it inside a test or hook)`);
    return value;
  };
  return {
    get server(): TestServer {
      return ready(server, 'The test server');
    },
    get browser(): Browser {
      return ready(browser, 'Chromium');
    },
    /** Closes `context` with the suite. */
    track(context: BrowserContext): BrowserContext {
      contexts.push(context);
      return context;
    },
    /** A new context on a laptop or a 390x844 phone viewport, closed with the suite. */
    async context(kind: 'laptop' | 'phone' = 'laptop'): Promise<BrowserContext> {
      const url = ready(server, 'The test server').url;
      const b = ready(browser, 'Chromium');
      return this.track(kind === 'laptop' ? await laptopContext(b, url) : await phoneContext(b, url));
    },
    /** A page in a new context of its own, with `timeoutMs` as its default wait. */
    async page(kind: 'laptop' | 'phone' = 'laptop', timeoutMs = 10_000): Promise<Page> {
      const page = await (await this.context(kind)).newPage();
      page.setDefaultTimeout(timeoutMs);
      return page;
    },
  };
}
