import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const t of servers.splice(0)) await t.stop();
});

describe('/healthz', () => {
  it('answers while a kitchen change holds the database, instead of queuing behind it', async () => {
    const t = await startTestServer();
    servers.push(t);
    // A change that keeps its transaction open until /healthz has answered: on SQLite's one
    // connection a health check queued behind it would never answer (this test would time out).
    let answered: { status: number; body: unknown } | null = null;
    await t.server.deps.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').execute();
      const res = await fetch(`${t.url}/healthz`);
      answered = { status: res.status, body: await res.json() };
    });
    expect(answered).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
  });
});
