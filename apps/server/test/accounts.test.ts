import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

describe('accounts through the REST adapter', () => {
  it('registers, logs in, reads the profile and logs out', async () => {
    const first = await registerUser(t, { host: false, username: 'FirstOne' });
    // The first account on a fresh server becomes staff and host.
    expect(first.user).toMatchObject({ username: 'FirstOne', is_staff: true, is_host: true });

    const reg = await t.rest('POST', 'auth/register/', {
      body: { username: 'Bea', email: 'bea@example.com', password: 'password1', password_confirm: 'password1', is_host: false },
    });
    expect(reg.status).toBe(200);
    expect(reg.body.user).toEqual({ id: expect.any(Number), username: 'Bea', email: 'bea@example.com', is_host: false, is_staff: false });

    const login = await t.rest('POST', 'auth/login/', { body: { username: 'bea', password: 'password1' } });
    expect(login.status).toBe(200);
    expect(login.body.token).toMatch(/^[a-z2-7]{32}$/);

    const profile = await t.rest('GET', 'auth/profile/', { token: login.body.token });
    expect(profile).toMatchObject({ status: 200, body: { username: 'Bea' } });

    expect((await t.rest('POST', 'auth/logout/', { token: login.body.token })).status).toBe(200);
    expect((await t.rest('GET', 'auth/profile/', { token: login.body.token })).status).toBe(401);
    // The other token of the same user is untouched.
    expect((await t.rest('GET', 'auth/profile/', { token: reg.body.token })).status).toBe(200);
  });

  it('answers every validation rule with the spec messages', async () => {
    const empty = await t.rest('POST', 'auth/register/', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      username: ['This field is required.'],
      email: ['This field is required.'],
      password: ['This field is required.'],
      password_confirm: ['This field is required.'],
    });
    const bad = await t.rest('POST', 'auth/register/', {
      body: { username: 'ab', email: 'not-an-email', password: 'short', password_confirm: 'other' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.username).toEqual(['Must be at least 3 characters long']);
    expect(bad.body.email).toEqual(['Enter a valid email address.']);
    expect(bad.body.password).toEqual(['Password must be at least 8 characters long']);
    expect(bad.body.password_confirm).toEqual(['Passwords do not match']);

    await registerUser(t, { username: 'Taken' });
    const dup = await t.rest('POST', 'auth/register/', {
      body: { username: 'TAKEN', email: 't@example.com', password: 'password1', password_confirm: 'password1' },
    });
    expect(dup).toEqual({ status: 400, body: { username: ['A user with that username already exists.'] } });

    const login = await t.rest('POST', 'auth/login/', { body: { username: '', password: '' } });
    expect(login).toEqual({ status: 400, body: { username: ['This field is required.'], password: ['This field is required.'] } });
    const wrong = await t.rest('POST', 'auth/login/', { body: { username: 'Taken', password: 'wrong password' } });
    expect(wrong).toEqual({ status: 400, body: { non_field_errors: ['Invalid username or password.'] } });
  });

  it('answers bad JSON and wrong types with 400, never 500', async () => {
    for (const raw of ['{bad', '[]', '"text"', 'null', '42']) {
      const res = await t.rest('POST', 'auth/register/', { raw });
      expect(res.status, raw).toBe(400);
    }
    const types = await t.rest('POST', 'auth/register/', {
      body: { username: 42, email: ['x'], password: {}, password_confirm: true, is_host: 'yes' },
    });
    expect(types.status).toBe(400);
    expect(Object.keys(types.body).sort()).toEqual(['email', 'is_host', 'password', 'password_confirm', 'username']);
    const login = await t.rest('POST', 'auth/login/', { body: { username: ['a'], password: null } });
    expect(login.status).toBe(400);
  });

  it('refuses unknown or missing tokens', async () => {
    expect((await t.rest('GET', 'auth/profile/')).status).toBe(401);
    expect((await t.rest('GET', 'auth/profile/', { token: 'nonsense' })).status).toBe(401);
  });
});

describe('accounts through tRPC', () => {
  it('registers, reads the profile and logs out', async () => {
    const anon = t.trpc();
    const res = await anon.auth.register.mutate({ username: 'Trpc_User', email: 'trpc@example.com', password: 'password1', password_confirm: 'password1', is_host: true });
    expect(res.user.is_host).toBe(true);
    const client = t.trpc(res.token);
    expect((await client.auth.profile.query()).username).toBe('Trpc_User');
    await client.auth.logout.mutate();
    await expect(client.auth.profile.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });

  it('carries field errors in the spec shape', async () => {
    const err = await t
      .trpc()
      .auth.register.mutate({ username: 'ab', email: 'x', password: 'short', password_confirm: 'nope' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCClientError);
    const data = (err as TRPCClientError<never>).data as unknown as { code: string; fieldErrors: Record<string, string[]> };
    expect(data.code).toBe('BAD_REQUEST');
    expect(data.fieldErrors).toMatchObject({
      username: ['Must be at least 3 characters long'],
      password: ['Password must be at least 8 characters long'],
      password_confirm: ['Passwords do not match'],
    });
  });
});
