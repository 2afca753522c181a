import { scaledClock, SESSION_LIFETIME_MS } from '@brigade/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from './harness';

/**
 * Sign-ins run on the wall clock, never on the kitchen clock: a rehearsal at 600 times real speed
 * must not expire a host's sign-in 600 times sooner. Both clocks are injected here.
 */
const wall = { at: Date.parse('2026-11-23T18:00:00.000Z') };
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ clock: scaledClock(600), wallNow: () => wall.at });
});
afterAll(async () => {
  await t.stop();
});

describe('the wall clock', () => {
  it('decides when a sign-in expires, whatever the kitchen clock does', async () => {
    const host = await registerUser(t, { host: true });
    const me = await t.rest('GET', 'auth/profile/', { token: host.token });
    expect(me.status).toBe(200);
    // Just before the end of its lifetime on the wall clock the token still works (and is extended) ...
    wall.at += SESSION_LIFETIME_MS - 1_000;
    expect((await t.rest('GET', 'auth/profile/', { token: host.token })).status).toBe(200);
    // ... and once the wall clock has passed the extended lifetime, it is refused.
    wall.at += SESSION_LIFETIME_MS + 1_000;
    expect((await t.rest('GET', 'auth/profile/', { token: host.token })).status).toBe(401);
  });
});
