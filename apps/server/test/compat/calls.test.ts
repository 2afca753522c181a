import { MESSAGES, SESSION_MESSAGES } from '@brigade/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startTestServer, type TestServer } from '../harness';
import { call, hostWithSession, joinAsCook } from './client';

/**
 * Spec 01 §7, the call table, row by row against a real server: each test is one row, with the
 * status codes and error texts a client sees. Bodiless POSTs and DELETEs are sent with
 * `content-type: application/json`, as many HTTP clients do, and every row is also reached
 * without its trailing slash.
 */
let t: TestServer;
let host: { token: string; user: { id: number; username: string } };
let otherHost: { token: string };
let cookUser: { token: string };
beforeAll(async () => {
  t = await startTestServer();
  host = await registerUser(t, { host: true });
  otherHost = await registerUser(t, { host: true });
  cookUser = await registerUser(t);
});
afterAll(async () => {
  await t.stop();
});

const UNAUTHENTICATED = { error: 'Authentication credentials were not provided.' };
const NOT_HOST = { error: "Only the session's host can do this." };

describe('spec 01 §7 call table', () => {
  it('POST auth/login/: credentials → token, user; wrong password → 400 non_field_errors', async () => {
    const ok = await call(t, 'POST', 'auth/login/', { body: { username: host.user.username, password: 'correct horse' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token: expect.any(String), user: { username: host.user.username, is_host: true } });
    const bad = await call(t, 'POST', 'auth/login/', { body: { username: host.user.username, password: 'wrong password' } });
    expect(bad.status).toBe(400);
    expect(bad.body.non_field_errors).toEqual([MESSAGES.badCredentials]);
    expect((await call(t, 'POST', 'auth/login/', { body: {} })).body).toMatchObject({ username: [expect.any(String)], password: [expect.any(String)] });
    expect((await call(t, 'POST', 'auth/login/', { slash: false, body: { username: host.user.username, password: 'correct horse' } })).status).toBe(200);
  });

  it('POST auth/register/: registration payload → token, user; field errors with the spec texts', async () => {
    const ok = await call(t, 'POST', 'auth/register/', {
      body: { username: 'compat_reg', email: 'compat_reg@example.com', password: 'long enough', password_confirm: 'long enough', is_host: true },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token: expect.any(String), user: { username: 'compat_reg', is_host: true } });
    const bad = await call(t, 'POST', 'auth/register/', { slash: false, body: { username: 'ab', email: 'nope', password: 'short', password_confirm: 'other' } });
    expect(bad.status).toBe(400);
    expect(bad.body.username).toContain(MESSAGES.usernameShort);
    expect(bad.body.password).toContain(MESSAGES.passwordShort);
  });

  it('POST auth/logout/: no body (JSON content type) → 200, and the token stops working', async () => {
    const user = await registerUser(t);
    const out = await call(t, 'POST', 'auth/logout/', { token: user.token, json: true });
    expect(out.status).toBe(200);
    expect((await call(t, 'GET', 'auth/profile/', { token: user.token })).status).toBe(401);
    const again = await registerUser(t);
    expect((await call(t, 'POST', 'auth/logout/', { token: again.token, json: true, slash: false })).status).toBe(200);
  });

  it('GET auth/profile/: user; without a token 401', async () => {
    const me = await call(t, 'GET', 'auth/profile/', { token: host.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: host.user.username, email: expect.any(String), is_host: true, is_staff: expect.any(Boolean) });
    const anon = await call(t, 'GET', 'auth/profile/', { slash: false });
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject(UNAUTHENTICATED);
  });

  it('POST sessions/create/: name, kitchen, station_preference → session{code}; no kitchen → the spec text', async () => {
    const kitchen = (await call(t, 'POST', 'kitchens/', { token: host.token, body: { name: 'Row kitchen', use_default: true } })).body;
    const made = await call(t, 'POST', 'sessions/create/', { token: host.token, body: { name: 'Row', kitchen: kitchen.id, station_preference: 'fixed' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ code: expect.stringMatching(/^[A-Z0-9]{6}$/), name: 'Row', kitchen: kitchen.id, station_preference: 'fixed', status: 'waiting' });
    const missing = await call(t, 'POST', 'sessions/create/', { token: host.token, slash: false, body: { name: 'No kitchen' } });
    expect(missing.status).toBe(400);
    expect(missing.body.kitchen).toEqual([SESSION_MESSAGES.kitchenRequired]);
    expect((await call(t, 'POST', 'sessions/create/', { token: cookUser.token, body: { kitchen: kitchen.id } })).status).toBe(403);
  });

  it('GET sessions/: the host list; a cook 403, nobody 401', async () => {
    const { code } = await hostWithSession(t, ['Greek Salad']);
    const mine = await call(t, 'GET', 'sessions/', { token: host.token });
    expect(mine.status).toBe(200);
    expect(Array.isArray(mine.body)).toBe(true);
    expect(mine.body.some((s: { code: string }) => s.code === code)).toBe(false); // another host's session
    expect((await call(t, 'GET', 'sessions/', { token: cookUser.token, slash: false })).status).toBe(403);
    expect((await call(t, 'GET', 'sessions/')).status).toBe(401);
  });

  it('GET sessions/{code}/: the session with its spec fields; unknown code 404', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const got = await call(t, 'GET', `sessions/${s.code}/`, { token: s.host.token, slash: false });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id: expect.any(Number), code: s.code, status: 'waiting', kitchen: s.kitchen.id, station_preference: 'rotation',
      created_at: expect.any(String), started_at: null, participant_count: 0, host: { username: s.host.user.username },
      session_recipes: [{ id: expect.any(Number), recipe: { id: s.recipeIds[0], name: expect.any(String) }, priority_order: 1, is_active: false, completed: false }],
      active_assignments: [], participants: [],
    });
    const missing = await call(t, 'GET', 'sessions/ZZZZZZ/', { token: s.host.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'Session not found' });
  });

  it('POST sessions/{code}/start/: no body → active; another host 403; twice → 409', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const other = await call(t, 'POST', `sessions/${s.code}/start/`, { token: otherHost.token, json: true });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject(NOT_HOST);
    const started = await call(t, 'POST', `sessions/${s.code}/start/`, { token: s.host.token, json: true, slash: false });
    expect(started.status).toBe(200);
    expect((await call(t, 'GET', `sessions/${s.code}/`, { token: s.host.token })).body.status).toBe('active');
    const again = await call(t, 'POST', `sessions/${s.code}/start/`, { token: s.host.token, json: true });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'This session has already started.' });
  });

  it('POST sessions/{code}/end/: no body → Ended Early; another host 403', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    await call(t, 'POST', `sessions/${s.code}/start/`, { token: s.host.token, json: true });
    expect((await call(t, 'POST', `sessions/${s.code}/end/`, { token: otherHost.token, json: true })).status).toBe(403);
    const ended = await call(t, 'POST', `sessions/${s.code}/end/`, { token: s.host.token, json: true, slash: false });
    expect(ended.status).toBe(200);
    expect((await call(t, 'GET', `sessions/${s.code}/`, { token: s.host.token })).body.status).toBe('terminated');
  });

  it('GET sessions/{code}/qr/: qr_code_base64 (a PNG); another host 403', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const qr = await call(t, 'GET', `sessions/${s.code}/qr/`, { token: s.host.token, slash: false });
    expect(qr.status).toBe(200);
    expect(Buffer.from(qr.body.qr_code_base64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect((await call(t, 'GET', `sessions/${s.code}/qr/`, { token: otherHost.token })).status).toBe(403);
  });

  it('POST sessions/{code}/join/: session_code, display_name without auth → participant, token; blank name and unknown code', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const joined = await call(t, 'POST', `sessions/${s.code}/join/`, { body: { session_code: s.code, display_name: 'Row Cook' } });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ token: expect.any(String), participant: { id: expect.any(Number), display_name: 'Row Cook', user: null } });
    const blank = await call(t, 'POST', `sessions/${s.code}/join/`, { slash: false, body: { session_code: s.code, display_name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.display_name).toEqual([SESSION_MESSAGES.nameRequired]);
    expect((await call(t, 'POST', 'sessions/ZZZZZZ/join/', { body: { session_code: 'ZZZZZZ', display_name: 'Lost' } })).status).toBe(404);
  });

  it('GET sessions/{code}/participants/: participants', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const cook = await joinAsCook(t, s.code, 'Listed');
    const list = await call(t, 'GET', `sessions/${s.code}/participants/`, { token: s.host.token, slash: false });
    expect(list.status).toBe(200);
    expect(list.body.participants).toEqual([
      expect.objectContaining({ id: cook.id, display_name: 'Listed', user: null, skills: [], tasks_completed: 0, is_cooking: true, is_active: true, joined_at: expect.any(String), last_seen: expect.any(String) }),
    ]);
  });

  // Owned by issue 12 beyond today's behaviour (add/remove semantics): here, a cook sets their own skills.
  it('POST sessions/{code}/participants/{id}/skills/: skills; someone else 403', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const cook = await joinAsCook(t, s.code, 'Skilled');
    const skills = (await call(t, 'GET', 'skills/', { token: cookUser.token })).body as Array<{ id: number }>;
    const set = await call(t, 'POST', `sessions/${s.code}/participants/${cook.id}/skills/`, { token: cook.token, body: { skills: [skills[0]!.id] } });
    expect(set.status).toBe(200);
    expect(set.body.skills).toEqual([skills[0]!.id]);
    // Skills are added, never replaced (a separate call removes one).
    const added = await call(t, 'POST', `sessions/${s.code}/participants/${cook.id}/skills/`, { token: cook.token, body: { skills: [skills[1]!.id] } });
    expect(added.status).toBe(200);
    expect([...added.body.skills].sort((a: number, b: number) => a - b)).toEqual([skills[0]!.id, skills[1]!.id].sort((a, b) => a - b));
    const other = await joinAsCook(t, s.code, 'Nosy');
    const denied = await call(t, 'POST', `sessions/${s.code}/participants/${cook.id}/skills/`, { token: other.token, slash: false, body: { skills: [] } });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ error: 'You can only change your own skills.' });
  });

  it('DELETE sessions/{code}/participants/{id}/remove/: no body → removed; another host 403; unknown 404', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const cook = await joinAsCook(t, s.code, 'Leaving');
    expect((await call(t, 'DELETE', `sessions/${s.code}/participants/${cook.id}/remove/`, { token: otherHost.token, json: true })).status).toBe(403);
    const removed = await call(t, 'DELETE', `sessions/${s.code}/participants/${cook.id}/remove/`, { token: s.host.token, json: true, slash: false });
    expect(removed.status).toBe(200);
    expect((await call(t, 'GET', `sessions/${s.code}/participants/`, { token: s.host.token })).body.participants).toEqual([]);
    const gone = await call(t, 'DELETE', `sessions/${s.code}/participants/999999/remove/`, { token: s.host.token, json: true });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ error: 'Participant not found' });
  });

  it('POST sessions/{code}/participants/{id}/force-disconnect/: no body → the cook is inactive', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const cook = await joinAsCook(t, s.code, 'Dropped');
    expect((await call(t, 'POST', `sessions/${s.code}/participants/${cook.id}/force-disconnect/`, { token: otherHost.token, json: true })).status).toBe(403);
    const done = await call(t, 'POST', `sessions/${s.code}/participants/${cook.id}/force-disconnect/`, { token: s.host.token, json: true, slash: false });
    expect(done.status).toBe(200);
    const p = (await call(t, 'GET', `sessions/${s.code}/participants/`, { token: s.host.token })).body.participants[0];
    expect(p).toMatchObject({ id: cook.id, is_cooking: false });
  });

  it('POST sessions/{code}/participants/{id}/unassign-tasks/: no body → message', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const cook = await joinAsCook(t, s.code, 'Unloaded');
    await call(t, 'POST', `sessions/${s.code}/start/`, { token: s.host.token, json: true });
    const res = await call(t, 'POST', `sessions/${s.code}/participants/${cook.id}/unassign-tasks/`, { token: s.host.token, json: true, slash: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^\d+ tasks? returned to the pool for Unloaded\.$/);
    expect((await call(t, 'POST', `sessions/${s.code}/participants/${cook.id}/unassign-tasks/`, { token: cookUser.token, json: true })).status).toBe(403);
  });

  it('GET sessions/{code}/dag/: the task graph', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const dag = await call(t, 'GET', `sessions/${s.code}/dag/`, { token: s.host.token, slash: false });
    expect(dag.status).toBe(200);
    expect(dag.body.tasks.length).toBeGreaterThan(0);
    expect(dag.body.tasks[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    expect(Array.isArray(dag.body.dependencies)).toBe(true);
  });

  it('GET sessions/{code}/assignments/: assignments with task{name} and participant{display_name}', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const cook = await joinAsCook(t, s.code, 'Assigned');
    await call(t, 'POST', `sessions/${s.code}/start/`, { token: s.host.token, json: true });
    // The planner pool hands the first task out just after the start commits: ask until it has.
    let res = await call(t, 'GET', `sessions/${s.code}/assignments/`, { token: s.host.token, slash: false });
    await expect
      .poll(async () => {
        res = await call(t, 'GET', `sessions/${s.code}/assignments/`, { token: s.host.token, slash: false });
        return res.body.assignments.some((a: { status: string }) => a.status === 'in_progress');
      }, { timeout: 10_000 })
      .toBe(true);
    expect(res.status).toBe(200);
    const mine = res.body.assignments.find((a: { status: string }) => a.status === 'in_progress');
    expect(mine).toMatchObject({
      id: expect.any(Number),
      task: { id: expect.any(String), task_id: expect.any(String), name: expect.any(String), task_type: expect.any(String), skill_level: expect.any(Number), safety_level: expect.any(String), equipment: expect.any(Array) },
      participant: { id: cook.id, display_name: 'Assigned' },
      status: 'in_progress', assigned_at: expect.any(String), completed_at: null, timer_started_at: null, timer_ends_at: null,
    });
    expect((await call(t, 'GET', `sessions/${s.code}/assignments/`, { token: otherHost.token })).status).toBe(403);
  });

  it('POST sessions/{code}/assignments/refresh/: no body → success, message, error', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const waiting = await call(t, 'POST', `sessions/${s.code}/assignments/refresh/`, { token: s.host.token, json: true });
    expect(waiting.status).toBe(200);
    expect(waiting.body).toEqual({ success: false, message: 'The session is not active.', error: 'The session is not active.' });
    await call(t, 'POST', `sessions/${s.code}/start/`, { token: s.host.token, json: true });
    const active = await call(t, 'POST', `sessions/${s.code}/assignments/refresh/`, { token: s.host.token, json: true, slash: false });
    expect(active.body).toEqual({ success: true, message: 'Task assignments refreshed.', error: null });
  });

  it('POST sessions/{code}/recipes/: recipe_id, priority_order → a new copy; bad recipe_id 400; another host 403', async () => {
    const s = await hostWithSession(t, []);
    const all = (await call(t, 'GET', 'recipes/', { token: s.host.token })).body as Array<{ id: number }>;
    const added = await call(t, 'POST', `sessions/${s.code}/recipes/`, { token: s.host.token, slash: false, body: { recipe_id: all[0]!.id, priority_order: 3 } });
    expect(added.status).toBe(200);
    expect(added.body.session_recipes).toEqual([expect.objectContaining({ recipe: expect.objectContaining({ id: all[0]!.id }), priority_order: 3 })]);
    const bad = await call(t, 'POST', `sessions/${s.code}/recipes/`, { token: s.host.token, body: { recipe_id: 'soup' } });
    expect(bad.status).toBe(400);
    expect(bad.body.recipe_id).toEqual(['Choose a recipe.']);
    expect((await call(t, 'POST', `sessions/${s.code}/recipes/`, { token: otherHost.token, body: { recipe_id: all[0]!.id } })).status).toBe(403);
  });

  it('DELETE sessions/{code}/recipes/{recipeId}/: the id is the recipe id; another host 403; not in the session 404', async () => {
    // Two recipes whose entry ids and recipe ids overlap: removing recipe X never removes entry X.
    const s = await hostWithSession(t, ['Greek Salad', 'Guacamole']);
    const [salad, guac] = s.recipeIds as [number, number];
    expect((await call(t, 'DELETE', `sessions/${s.code}/recipes/${guac}/`, { token: otherHost.token, json: true })).status).toBe(403);
    const removed = await call(t, 'DELETE', `sessions/${s.code}/recipes/${guac}/`, { token: s.host.token, json: true, slash: false });
    expect(removed.status).toBe(200);
    expect(removed.body.session_recipes.map((e: { recipe: { id: number } }) => e.recipe.id)).toEqual([salad]);
    const absent = await call(t, 'DELETE', `sessions/${s.code}/recipes/${guac}/`, { token: s.host.token, json: true });
    expect(absent.status).toBe(404);
    expect(absent.body).toMatchObject({ error: 'Recipe in this session not found' });
  });

  it('GET sessions/{code}/required-skills/: skills, for anyone with the code', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const res = await call(t, 'GET', `sessions/${s.code}/required-skills/`, { slash: false });
    expect(res.status).toBe(200);
    for (const skill of res.body.skills) expect(skill).toMatchObject({ id: expect.any(Number), display_name: expect.any(String), skill_level: expect.any(String), is_safety_sensitive: expect.any(Boolean) });
  });

  it('POST sessions/{code}/heartbeat/: no body → success; a non-cook 403', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const cook = await joinAsCook(t, s.code, 'Beating');
    const beat = await call(t, 'POST', `sessions/${s.code}/heartbeat/`, { token: cook.token, json: true, slash: false });
    expect(beat.status).toBe(200);
    expect(beat.body).toEqual({ success: true });
    const stranger = await call(t, 'POST', `sessions/${s.code}/heartbeat/`, { token: cookUser.token, json: true });
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ error: 'You are not a cook in this session.' });
  });

  it('GET recipes/sessions/{code}/current-task/: current_task {assignment_id, task (a Task with its name), status, times}', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const cook = await joinAsCook(t, s.code, 'Current');
    expect((await call(t, 'GET', `recipes/sessions/${s.code}/current-task/`, { token: cook.token })).body.current_task).toBeNull();
    await call(t, 'POST', `sessions/${s.code}/start/`, { token: s.host.token, json: true });
    // The planner pool hands the first task out just after the start commits: ask until it has.
    let res = await call(t, 'GET', `recipes/sessions/${s.code}/current-task/`, { token: cook.token, slash: false });
    await expect
      .poll(async () => (res = await call(t, 'GET', `recipes/sessions/${s.code}/current-task/`, { token: cook.token, slash: false })).body.current_task !== null, { timeout: 10_000 })
      .toBe(true);
    expect(res.status).toBe(200);
    expect(res.body.current_task).toEqual({
      assignment_id: expect.any(Number),
      task: expect.objectContaining({ id: expect.any(String), task_id: expect.any(String), name: expect.any(String), task_type: expect.any(String), description: expect.any(String), skill_level: expect.any(Number), estimated_duration_minutes: expect.any(Number), safety_level: expect.any(String), equipment: expect.any(Array) }),
      status: 'in_progress', assigned_at: expect.any(String), started_at: expect.anything(), timer_started_at: null, timer_ends_at: null,
    });
    expect(res.body.current_task.task).not.toHaveProperty('task_name');
  });

  it('GET, POST kitchens/: list; create payload (use_default or equipment map)', async () => {
    const made = await call(t, 'POST', 'kitchens/', { token: host.token, body: { name: 'Custom', description: 'Two ovens', use_default: false, equipment: { oven: 2, sink: 1 } } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ id: expect.any(Number), name: 'Custom', description: 'Two ovens', created_at: expect.any(String) });
    expect(made.body.equipment).toEqual(expect.arrayContaining([expect.objectContaining({ equipment_type: 'oven', quantity: 2, is_portable: expect.any(Boolean) })]));
    const blank = await call(t, 'POST', 'kitchens/', { token: host.token, slash: false, body: { name: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.name).toEqual(['Kitchen name is required']);
    const list = await call(t, 'GET', 'kitchens/', { token: host.token, slash: false });
    expect(list.status).toBe(200);
    expect(list.body.some((k: { id: number }) => k.id === made.body.id)).toBe(true);
    expect((await call(t, 'GET', 'kitchens/', { token: otherHost.token })).body.some((k: { id: number }) => k.id === made.body.id)).toBe(false);
  });

  it("GET, PATCH, DELETE kitchens/{id}/: the kitchen; another host's kitchen 404, never 400", async () => {
    const k = (await call(t, 'POST', 'kitchens/', { token: host.token, body: { name: 'Mine', use_default: true } })).body;
    expect((await call(t, 'GET', `kitchens/${k.id}/`, { token: host.token, slash: false })).body).toMatchObject({ id: k.id, name: 'Mine' });
    const patched = await call(t, 'PATCH', `kitchens/${k.id}/`, { token: host.token, body: { name: 'Renamed' } });
    expect(patched.status).toBe(200);
    expect(patched.body.name).toBe('Renamed');
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const foreign = await call(t, method, `kitchens/${k.id}/`, { token: otherHost.token, json: true });
      expect([method, foreign.status, foreign.body]).toEqual([method, 404, expect.objectContaining({ error: 'Kitchen not found' })]);
    }
    const deleted = await call(t, 'DELETE', `kitchens/${k.id}/`, { token: host.token, json: true, slash: false });
    expect(deleted.status).toBe(204);
    expect((await call(t, 'GET', `kitchens/${k.id}/`, { token: host.token })).status).toBe(404);
  });

  it('GET skills/: the skill list', async () => {
    const res = await call(t, 'GET', 'skills/', { token: cookUser.token, slash: false });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0]).toMatchObject({ id: expect.any(Number), display_name: expect.any(String), skill_level: expect.any(String), is_safety_sensitive: expect.any(Boolean) });
  });
});

describe('bodies real clients send', () => {
  it('a JSON content type with a body that is not JSON is still a 400 with a clear error', async () => {
    const res = await fetch(`${t.url}/api/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Invalid JSON in request body.' });
  });
});
