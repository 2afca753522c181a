import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ rateLimits: { failedLoginsPerMinute: 3, registrationsPerHour: 2 } });
});
afterAll(async () => {
  await t.stop();
});

describe('rate limits per address', () => {
  it('slows password guessing: after the allowed failures, 429 even for the right password', async () => {
    await t.rest('POST', 'auth/register/', { body: { username: 'victim', email: 'v@example.com', password: 'password1', password_confirm: 'password1' } });
    for (let i = 0; i < 3; i++) {
      expect((await t.rest('POST', 'auth/login/', { body: { username: 'victim', password: `guess${i}xxx` } })).status).toBe(400);
    }
    const limited = await t.rest('POST', 'auth/login/', { body: { username: 'victim', password: 'password1' } });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('Too many failed login attempts. Please wait a minute and try again.');
  });

  it('limits registrations', async () => {
    // One registration already used above.
    const second = await t.rest('POST', 'auth/register/', { body: { username: 'second', email: 's@example.com', password: 'password1', password_confirm: 'password1' } });
    expect(second.status).toBe(200);
    const third = await t.rest('POST', 'auth/register/', { body: { username: 'third', email: 't@example.com', password: 'password1', password_confirm: 'password1' } });
    expect(third.status).toBe(429);
  });
});
