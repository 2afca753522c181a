import { STANDARD_KITCHEN } from '@brigade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from './harness';

let t: TestServer;
let host: string;
let otherHost: string;
let cook: string;
beforeAll(async () => {
  t = await startTestServer();
  await registerUser(t); // first account (staff) out of the way
  host = (await registerUser(t, { host: true })).token;
  otherHost = (await registerUser(t, { host: true })).token;
  cook = (await registerUser(t, { host: false })).token;
});
afterAll(async () => {
  await t.stop();
});

describe('kitchens through the REST adapter', () => {
  it('creates the standard setup, with its station count', async () => {
    const res = await t.rest('POST', 'kitchens/', { token: host, body: { name: 'Home kitchen', description: 'Flat 3', use_default: true } });
    expect(res.status).toBe(201);
    const quantities = Object.fromEntries(res.body.equipment.map((e: { equipment_type: string; quantity: number }) => [e.equipment_type, e.quantity]));
    expect(quantities).toEqual(Object.fromEntries(Object.entries(STANDARD_KITCHEN).filter(([, q]) => q > 0)));
    // Stations: non-portable only: 3 prep + oven + 4-burner stove + sink + dishwasher = 7.
    expect(res.body.station_count).toBe(7);
    expect(res.body.equipment.find((e: { equipment_type: string }) => e.equipment_type === 'blender').is_portable).toBe(true);
  });

  it('creates a custom setup and updates it', async () => {
    const res = await t.rest('POST', 'kitchens/', { token: host, body: { name: 'Restaurant', equipment: { prep_stations: 6, stove_6_burner: 2, oven: 2, blender: 3 } } });
    expect(res.status).toBe(201);
    expect(res.body.station_count).toBe(10);
    const patched = await t.rest('PATCH', `kitchens/${res.body.id}/`, { token: host, body: { name: 'Bistro', equipment: { prep_stations: 2 } } });
    expect(patched.status).toBe(200);
    // PATCH changes only the items it names (issue 12); 0 removes one.
    expect(patched.body).toMatchObject({ name: 'Bistro', station_count: 6 });
    const counts = (body: { equipment: Array<{ equipment_type: string; quantity: number }> }) => Object.fromEntries(body.equipment.map((e) => [e.equipment_type, e.quantity]));
    expect(counts(patched.body)).toEqual({ prep_stations: 2, stove_6_burner: 2, oven: 2, blender: 3 });
    const noOven = await t.rest('PATCH', `kitchens/${res.body.id}/`, { token: host, body: { equipment: { oven: 0 } } });
    expect(counts(noOven.body)).toEqual({ prep_stations: 2, stove_6_burner: 2, blender: 3 });
    expect((await t.rest('GET', `kitchens/${res.body.id}/`, { token: host })).body.name).toBe('Bistro');
  });

  it('answers validation errors with the spec messages', async () => {
    const res = await t.rest('POST', 'kitchens/', { token: host, body: { name: '  ', equipment: { oven: -1, microwave: 1 } } });
    expect(res.status).toBe(400);
    expect(res.body.name).toEqual(['Kitchen name is required']);
    expect(res.body['equipment.oven']).toEqual(['Cannot be below 0.']);
    expect(Object.keys(res.body).some((k) => k.startsWith('equipment'))).toBe(true);
    expect((await t.rest('POST', 'kitchens/', { token: host, raw: '{"name":' })).status).toBe(400);
    expect((await t.rest('POST', 'kitchens/', { token: host, body: { name: 5 } })).status).toBe(400);
  });

  it('keeps each host to their own kitchens', async () => {
    const mine = (await t.rest('POST', 'kitchens/', { token: host, body: { name: 'Mine', use_default: true } })).body;
    expect((await t.rest('GET', `kitchens/${mine.id}/`, { token: otherHost })).status).toBe(404);
    expect((await t.rest('PATCH', `kitchens/${mine.id}/`, { token: otherHost, body: { name: 'Stolen' } })).status).toBe(404);
    expect((await t.rest('DELETE', `kitchens/${mine.id}/`, { token: otherHost })).status).toBe(404);
    expect((await t.rest('GET', 'kitchens/', { token: otherHost })).body).toEqual([]);
    expect((await t.rest('GET', 'kitchens/', { token: cook })).status).toBe(403);
    expect((await t.rest('POST', 'kitchens/', { token: cook, body: { name: 'x', use_default: true } })).status).toBe(403);
    expect((await t.rest('GET', 'kitchens/')).status).toBe(401);
    expect((await t.rest('GET', `kitchens/${mine.id}/`, { token: host })).body.name).toBe('Mine');
    expect((await t.rest('DELETE', `kitchens/${mine.id}/`, { token: host })).status).toBe(204);
    expect((await t.rest('GET', `kitchens/${mine.id}/`, { token: host })).status).toBe(404);
    expect((await t.rest('GET', 'kitchens/abc/', { token: host })).status).toBe(404);
  });

  it('lists the skill catalogue', async () => {
    const res = await t.rest('GET', 'skills/');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(12);
    expect(res.body[0]).toEqual({ id: expect.any(Number), key: expect.any(String), display_name: expect.any(String), skill_level: expect.any(String), is_safety_sensitive: expect.any(Boolean) });
  });
});

describe('kitchens through tRPC', () => {
  it('creates, lists and refuses another host', async () => {
    const mine = await t.trpc(host).kitchens.create.mutate({ name: 'Via tRPC', use_default: true });
    expect(mine.station_count).toBe(7);
    expect((await t.trpc(host).kitchens.list.query()).map((k) => k.name)).toContain('Via tRPC');
    await expect(t.trpc(otherHost).kitchens.get.query({ id: mine.id })).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
    await expect(t.trpc(cook).kitchens.list.query()).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    await expect(t.trpc().kitchens.list.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    await expect(t.trpc(host).kitchens.create.mutate({ name: '' })).rejects.toMatchObject({ data: { fieldErrors: { name: ['Kitchen name is required'] } } });
  });
});
