import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { seriousAccessibilityProblems } from '../support/axe';
import { screenshot } from '../support/browser';
import { openHostPage, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * A server phones cannot reach (issue 38.7): Brigade started with HOST=127.0.0.1 listens on the
 * host's computer only, so the host's page says so instead of showing a QR code for an address
 * where nothing listens. (serve.ts sets `phonesCanReach` from HOST; here the server is told directly.)
 */
const suite = browserSuite({ config: { phonesCanReach: false } });
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

describe('a kitchen on loopback only', () => {
  it('says phones cannot reach it, and shows no QR code', async () => {
    const code = await recipeSession(api, hostToken);
    const host = await openHostPage(await suite.context('laptop'), code, hostToken);
    const card = host.locator('.qr-card');
    await card.getByText(/Phones cannot reach this kitchen/).waitFor();
    expect(await card.locator('.qr-image').count()).toBe(0);
    expect(await card.locator('.join-url').count()).toBe(0);
    // The code still shows: a cook on this same computer can type it.
    expect(await card.locator('.session-code-large').textContent()).toBe(code);
    expect(await seriousAccessibilityProblems(host)).toEqual([]);
    await screenshot(host, 'host-loopback');
  });
});
