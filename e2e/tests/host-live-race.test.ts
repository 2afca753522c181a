import { describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { joinCook, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * A read of the session that the server answered before an event, but that reaches the page after
 * it, must not put the older view back over the event (seen in CI: a cook marked gone shown cooking
 * again, the orphaned-task warning gone). The host page's live channel reads the session again when
 * it opens; that read is held here while the host pauses, and only then handed to the page.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);

describe("the host page's live view", () => {
  it('keeps an event over an older answer that arrives after it, and reads the session once more', async () => {
    const hostToken = await registerHost(api);
    const code = await recipeSession(api, hostToken);
    await joinCook(api, code, 'Rui');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const page = await (await suite.context('laptop')).newPage();
    page.setDefaultTimeout(20_000);
    await page.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), hostToken);

    let reads = 0;
    let heldAnswerGiven = false;
    await page.route(/\/trpc\/[^?]*sessions\.get/, async (route) => {
      const n = ++reads;
      const response = await route.fetch();
      if (n === 2) {
        // The server has answered (not paused); the host pauses and the page learns it from the event.
        await api('POST', `/sessions/${code}/pause/`, hostToken);
        await page.getByRole('button', { name: 'Resume Session' }).waitFor();
      }
      // The page may have given up this read meanwhile (it asked again): nothing to hand over then.
      await route.fulfill({ response }).catch(() => undefined);
      if (n === 2) heldAnswerGiven = true;
    });
    await page.goto(`/sessions/${code}`);
    await expect.poll(() => heldAnswerGiven, { timeout: 20_000 }).toBe(true);
    // The older answer did not win: the page read the session again and still shows the pause.
    await expect.poll(() => reads, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: 'Resume Session' }).waitFor();
    expect(await page.getByRole('button', { name: 'Pause Session' }).count()).toBe(0);
  });
});
