import { STORAGE_FULL_MESSAGE } from '@brigade/api';
import { TRPCClientError } from '@trpc/client';
import { storageWatch } from '@brigade/db';
import { mountSmallFilesystem, type MountedFilesystem } from '@brigade/db/testing';
import { sql } from 'kysely';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logging';
import { registerUser, startTestServer, type TestServer } from './harness';

/**
 * A full disk (issue 29): writes answer 507 with a message that says the server's storage is
 * full, the real SQLITE_FULL is logged once, /healthz answers 503, writes work again as soon as
 * space is free and nothing written before is lost. Once against a real small file system (a
 * tmpfs, when the tests may mount one: root, as in CI), once with SQLite's own page limit
 * (max_page_count: the same SQLITE_FULL, on any machine).
 */

const servers: TestServer[] = [];
afterEach(async () => {
  for (const t of servers.splice(0)) await t.stop();
});

/** A server whose log lines (JSON) the test reads. */
async function loggedServer(dbPath?: string) {
  const out = new PassThrough();
  const lines: Array<Record<string, any>> = [];
  let buffered = '';
  out.on('data', (d: Buffer) => {
    buffered += String(d);
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    for (const line of parts) if (line.trim()) lines.push(JSON.parse(line));
  });
  const t = await startTestServer({ databaseUrl: undefined, logger: createLogger({ level: 'warn', format: 'json', destination: out }), ...(dbPath ? { dbPath } : {}) });
  return { t, lines };
}

const kitchen = (name: string) => ({ name, description: `${name}: ${'a well stocked kitchen. '.repeat(40)}`, use_default: true });

/**
 * Writes kitchens until one is refused for want of space (a write that still fits in pages the
 * database already has succeeds: bounded), and returns the refusal.
 */
async function writeUntilFull(t: TestServer, token: string) {
  for (let i = 0; i < 400; i++) {
    const res = await t.rest('POST', 'kitchens/', { token, body: kitchen(`Filler ${i}`) });
    if (res.status !== 201 && res.status !== 200) return res;
  }
  throw new Error('the database never filled up');
}

async function fullDiskStory(fill: (t: TestServer) => Promise<void>, free: (t: TestServer) => Promise<void>, dbPath?: string) {
  const { t, lines } = await loggedServer(dbPath);
  servers.push(t);
  const host = await registerUser(t, { host: true });
  const before = await t.rest('POST', 'kitchens/', { token: host.token, body: kitchen('Written before') });
  expect(before.status).toBe(201);

  await fill(t);
  const refused = await writeUntilFull(t, host.token);
  expect(refused).toEqual({ status: 507, body: { error: STORAGE_FULL_MESSAGE, detail: STORAGE_FULL_MESSAGE } });
  // tRPC: the same message, status 507 (the cook's phone keeps a tap that got a 5xx).
  const trpcError = await t.trpc(host.token).kitchens.create.mutate(kitchen('Over tRPC')).catch((e: unknown) => e);
  expect(trpcError).toBeInstanceOf(TRPCClientError);
  expect((trpcError as TRPCClientError<any>).message).toBe(STORAGE_FULL_MESSAGE);
  expect((trpcError as TRPCClientError<any>).data?.httpStatus).toBe(507);
  const sick = await fetch(`${t.url}/healthz`);
  expect(sick.status).toBe(503);
  expect(await sick.json()).toEqual({ status: 'error', database: 'unable_to_write', detail: STORAGE_FULL_MESSAGE });
  // The real error, once; not the rollback that used to hide it.
  expect(lines.filter((l) => l.err?.code === 'SQLITE_FULL')).toHaveLength(1);
  expect(JSON.stringify(lines)).not.toMatch(/cannot rollback/);

  await free(t);
  const healthy = await fetch(`${t.url}/healthz`);
  expect(healthy.status).toBe(200);
  expect(await healthy.json()).toEqual({ status: 'ok', database: 'ok' });
  const after = await t.rest('POST', 'kitchens/', { token: host.token, body: kitchen('Written after') });
  expect(after.status).toBe(201);
  const names = ((await t.rest('GET', 'kitchens/', { token: host.token })).body as Array<{ name: string }>).map((k) => k.name);
  expect(names).toEqual(expect.arrayContaining(['Written before', 'Written after']));
  expect(names).not.toContain('Over tRPC');
  return { t, host, names };
}

describe('a full disk, injected with SQLite page limit (runs everywhere)', () => {
  it('answers 507, logs SQLITE_FULL once, /healthz 503; writes work again once space is free, nothing lost', async () => {
    const pageCount = async (t: TestServer) => Number((await sql<{ page_count: number }>`pragma page_count`.execute(t.server.deps.db)).rows[0]!.page_count);
    // The database may not grow past the pages it has (SQLITE_FULL, as on a full disk).
    const fill = async (t: TestServer) => void (await sql.raw(`pragma max_page_count = ${await pageCount(t)}`).execute(t.server.deps.db));
    const free = async (t: TestServer) => void (await sql.raw('pragma max_page_count = 1073741823').execute(t.server.deps.db));
    await fullDiskStory(fill, free);
  });

  it('clears the full state when a write commits again, without anyone calling /healthz: the next spell is logged again', async () => {
    const { t, lines } = await loggedServer();
    servers.push(t);
    const db = t.server.deps.db;
    const pageCount = async () => Number((await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!.page_count);
    const fill = async () => void (await sql.raw(`pragma max_page_count = ${await pageCount()}`).execute(db));
    const free = async () => void (await sql.raw('pragma max_page_count = 1073741823').execute(db));
    const host = await registerUser(t, { host: true });
    const fullErrors = () => lines.filter((l) => l.err?.code === 'SQLITE_FULL').length;

    await fill();
    expect((await writeUntilFull(t, host.token)).status).toBe(507);
    expect(fullErrors()).toBe(1);
    await free();
    expect((await t.rest('POST', 'kitchens/', { token: host.token, body: kitchen('Space is back') })).status).toBe(201);
    expect(storageWatch(db)!.full).toBe(false);

    // A second spell is a new one: its real error is logged too.
    await fill();
    expect((await writeUntilFull(t, host.token)).status).toBe(507);
    expect(fullErrors()).toBe(2);
  });
});

describe('a nearly full disk (issue 38)', () => {
  it('/healthz stays unable_to_write while only a small write fits, and says ok once a write of normal size does', async () => {
    const { t } = await loggedServer();
    servers.push(t);
    const db = t.server.deps.db;
    const pageCount = async () => Number((await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!.page_count);
    const maxPages = (n: number) => sql.raw(`pragma max_page_count = ${n}`).execute(db);
    const host = await registerUser(t, { host: true });

    await maxPages(await pageCount());
    expect((await writeUntilFull(t, host.token)).status).toBe(507);
    // A little space comes back: room for a page or two, not for a change of normal size.
    await maxPages((await pageCount()) + 2);
    const nearlyFull = await fetch(`${t.url}/healthz`);
    expect(nearlyFull.status).toBe(503);
    expect(await nearlyFull.json()).toMatchObject({ database: 'unable_to_write' });

    await maxPages(1073741823);
    const healthy = await fetch(`${t.url}/healthz`);
    expect(healthy.status).toBe(200);
    expect((await t.rest('POST', 'kitchens/', { token: host.token, body: kitchen('After the spell') })).status).toBe(201);
  });
});

const tmpfs = mountSmallFilesystem('brigade-full-disk-');
afterAll(() => {
  if ('dir' in tmpfs) tmpfs.unmount();
});

describe('a full disk, on a real small file system (a tmpfs)', () => {
  const reason = 'skip' in tmpfs ? ` (skipped: ${tmpfs.skip})` : '';
  it.skipIf('skip' in tmpfs)(`answers 507 while the file system is full, works again once space is free, nothing lost${reason}`, async () => {
    const fs = tmpfs as MountedFilesystem;
    const fill = async (t: TestServer) => {
      // The write-ahead log starts empty, so the next commit needs new space.
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(t.server.deps.db);
      fs.fill();
    };
    const free = async () => fs.free();
    const dir = fs.dir;
    const dbPath = join(dir, 'brigade.db');
    const { t, names } = await fullDiskStory(fill, free, dbPath);

    // Nothing written before is lost across a restart either.
    await t.stop();
    servers.splice(servers.indexOf(t), 1);
    const again = await startTestServer({ databaseUrl: undefined, dbPath });
    servers.push(again);
    const host = await registerUser(again, { host: true });
    expect(host.token).toBeTruthy();
    const kitchens = await again.server.deps.db.selectFrom('kitchens').select('name').execute();
    expect(kitchens.map((k) => k.name)).toEqual(expect.arrayContaining(names));
  });
});
