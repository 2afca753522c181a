import { appRouter } from '@brigade/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from './harness';

/**
 * Every tRPC query and mutation answers bad input with a 4xx, the way the REST adapter does (issue
 * 38.11): the list of procedures comes from the router itself, so a new one is swept as well.
 */
let t: TestServer;
let staff: string;
let cook: string;
let code: string;
beforeAll(async () => {
  t = await startTestServer();
  staff = (await registerUser(t)).token; // first account: staff and host
  const kitchen = (await t.rest('POST', 'kitchens/', { token: staff, body: { name: 'K', use_default: true } })).body;
  code = (await t.rest('POST', 'sessions/create/', { token: staff, body: { kitchen: kitchen.id } })).body.code;
  cook = (await t.rest('POST', `sessions/${code}/join/`, { body: { display_name: 'Pat' } })).body.token;
});
afterAll(async () => {
  await t.stop();
});

type Kind = 'query' | 'mutation' | 'subscription';
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: Kind; inputs: unknown[] } }>)
  .map(([path, p]) => ({ path, type: p._def.type, takesInput: p._def.inputs.length > 0 }))
  .filter((p) => p.type !== 'subscription')
  // Calls that end or delete things last, so the others meet a session that still exists.
  .sort((a, b) => Number(/delete|remove|end|logout|leave|forget/i.test(a.path)) - Number(/delete|remove|end|logout|leave|forget/i.test(b.path)));

/** Not an object at all: always refused as bad input. */
const NOT_OBJECTS: unknown[] = [42, null, []];
/** Objects with missing, wrong or odd fields (with a real session code, so validation past the code runs). */
const oddObjects = (): unknown[] => [
  {},
  { code, changes: {} },
  { code, changes: { nope: 1 } },
  { code, changes: null },
  { code, changes: { serve_at: 'tomorrow-ish', diners: -3, courses: 'all' } },
  { code, options: 7, id: -1, recipe_id: 'x', participant_id: 'x', task_id: {}, lastEventId: 5, name: { $gt: '' }, skills: 'all', token: 1 },
  { code: 'x'.repeat(10_000), id: Number.MAX_VALUE * 10 },
];

async function call(path: string, type: Kind, input: unknown, token: string) {
  const headers: Record<string, string> = { authorization: `Token ${token}`, 'content-type': 'application/json' };
  const res =
    type === 'query'
      ? await fetch(`${t.url}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
      : await fetch(`${t.url}/trpc/${path}`, { method: 'POST', headers, body: JSON.stringify(input) });
  return { status: res.status, body: await res.json().catch(() => null) };
}

describe('tRPC answers bad input the way REST does', () => {
  it('sweeps every query and mutation: never a 5xx, and a 4xx for input that is not an object', async () => {
    expect(procedures.length).toBeGreaterThan(50);
    const fiveHundreds: string[] = [];
    for (const { path, type, takesInput } of procedures) {
      for (const token of [staff, cook]) {
        for (const input of [...NOT_OBJECTS, ...oddObjects()]) {
          const res = await call(path, type, input, token);
          const what = `${type} ${path} ${JSON.stringify(input).slice(0, 60)} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
          if (res.status >= 500) fiveHundreds.push(what);
          // A procedure without input ignores whatever comes (logout, the server's links).
          if (takesInput && NOT_OBJECTS.includes(input) && res.status < 400) fiveHundreds.push(`accepted: ${what}`);
        }
      }
    }
    expect(fiveHundreds).toEqual([]);
  });

  it('plan.updateSettings with nothing to change answers, without an empty UPDATE', async () => {
    for (const changes of [{}, { nothing: 'here' }]) {
      const res = await call('plan.updateSettings', 'mutation', { code, changes }, staff);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    }
  });

  it('a streamed answer (trpc-accept: application/jsonl) without compression has one framing, so fetch reads it', async () => {
    for (const encoding of ['identity', 'br']) {
      const res = await fetch(`${t.url}/trpc/plan.board,sessions.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { code }, 1: {} }))}`, {
        headers: { authorization: `Token ${staff}`, 'trpc-accept': 'application/jsonl', 'accept-encoding': encoding },
      });
      expect(res.headers.get('content-length') !== null && res.headers.get('transfer-encoding') !== null, encoding).toBe(false);
      expect((await res.text()).length).toBeGreaterThan(0);
    }
  });
});
