import { mountSmallFilesystem, type MountedFilesystem } from '@brigade/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { screenshot } from '../support/browser';
import { joinCook, listAssignments, openCookPage, openHostPage, recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * The server's disk fills up in the middle of cooking (issue 29), on a real small file system (a
 * tmpfs: mounting one needs root, as in CI; skipped with the reason otherwise): the host's page
 * says so, a cook's Complete that got a 507 waits on the phone and is sent once space is free,
 * and the kitchen carries on.
 */
const tmpfs = mountSmallFilesystem('brigade-e2e-full-');
// Registered before the suite's: after-all hooks run last first, so this runs once the server has stopped.
afterAll(() => {
  if ('dir' in tmpfs) tmpfs.unmount();
});
const suite = browserSuite('dir' in tmpfs ? { dataDir: tmpfs.dir } : {});
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

describe('a full disk while cooking', () => {
  const reason = 'skip' in tmpfs ? ` (skipped: ${tmpfs.skip})` : '';
  it.skipIf('skip' in tmpfs)(`the host is told, a cook's tap waits on the phone and is sent once space is free${reason}`, async () => {
    const fs = tmpfs as MountedFilesystem;
    const code = await recipeSession(api, hostToken);
    const ana = await joinCook(api, code, 'Ana');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const host = await openHostPage(await suite.context('laptop'), code, hostToken);
    await host.getByRole('heading', { level: 1 }).waitFor();
    const phone = await openCookPage(await suite.context('phone'), code, ana);
    const card = phone.locator('.task-card').first();
    await card.waitFor();
    await phone.locator('.live-dot-connected').waitFor();
    const assignmentId = (await listAssignments(api, code, hostToken)).find((a) => a.status === 'in_progress')!.id;

    // Fill the file system: the write-ahead log starts empty, so the next commit needs new space.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(suite.server.server.deps.db);
    fs.fill();

    await card.getByRole('button', { name: 'Complete' }).click();
    const pending = phone.locator('.pending-taps');
    await pending.getByText('will send').waitFor();
    expect((await listAssignments(api, code, hostToken)).find((a) => a.id === assignmentId)?.status).toBe('in_progress');
    // The host's page hears it from the server's health check.
    const banner = host.locator('.banner', { hasText: "The server's storage is full" });
    await banner.waitFor({ timeout: 20_000 });
    await screenshot(host, 'host-storage-full');
    await screenshot(phone, 'cook-storage-full-tap-waits');

    fs.free();
    await banner.waitFor({ state: 'detached', timeout: 20_000 });
    await pending.waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(async () => (await listAssignments(api, code, hostToken)).find((a) => a.id === assignmentId)?.status, { timeout: 15_000 }).toBe('completed');
  });
});
