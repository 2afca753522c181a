import type { BrowserContext, Page } from 'playwright-core';
import type { restClient } from './api';
import { phoneContext } from './browser';
import type { browserSuite } from './suite';

type Api = ReturnType<typeof restClient>;

/**
 * Session set-up through the REST adapter for the cook-phone tests: a host, a session with a
 * library recipe, anonymous cooks who answered Yes to every skill, and a cook's page opened with
 * the storage a join through the UI leaves.
 */
export interface JoinedCook {
  token: string;
  participant: { id: number; display_name: string };
}

export interface AssignmentRow {
  id: number;
  task_id: string;
  task_name: string;
  task_type: string;
  status: string;
  participant_id: number | null;
  started_at?: string | null;
  elapsed_minutes?: number;
  timer_started_at: string | null;
  timer_ends_at: string | null;
  timer_duration_minutes: number | null;
}

let hosts = 0;
/** A new host account, by `username` or a fresh name; its token. A server's first account is also staff (the studio). */
export async function registerHost(api: Api, username?: string): Promise<string> {
  hosts++;
  const name = username ?? `host_${hosts}_${Math.random().toString(36).slice(2, 7)}`;
  const { token } = await api<{ token: string }>('POST', '/auth/register/', null, {
    username: name,
    email: `${name}@example.com`,
    password: 'kitchen-pass-1',
    password_confirm: 'kitchen-pass-1',
    is_host: true,
  });
  return token;
}

let sessionCount = 0;
/** A session holding the library recipe whose name starts with `recipe`. */
export async function recipeSession(api: Api, hostToken: string, recipe = 'Greek Salad', sessionFields: { station_preference?: 'rotation' | 'fixed' } = {}): Promise<string> {
  sessionCount++;
  const kitchen = await api<{ id: number }>('POST', '/kitchens/', hostToken, { name: `Kitchen ${sessionCount}`, description: '', use_default: true });
  const created = await api<{ code?: string; session?: { code: string } }>('POST', '/sessions/create/', hostToken, { name: `Meal ${sessionCount}`, kitchen: kitchen.id, ...sessionFields });
  const code = created.session?.code ?? created.code!;
  const recipes = await api<Array<{ id: number; name: string }>>('GET', '/recipes/', hostToken);
  const found = recipes.find((r) => r.name.startsWith(recipe));
  if (!found) throw new Error(`the seeded library has no ${recipe}`);
  await api('POST', `/sessions/${code}/recipes/`, hostToken, { recipe_id: found.id });
  return code;
}

/** An anonymous cook who joined through the API and can do everything the session needs. */
export async function joinCook(api: Api, code: string, name: string): Promise<JoinedCook> {
  const joined = await api<{ token: string; participant: { id: number; display_name: string } }>('POST', `/sessions/${code}/join/`, null, { display_name: name });
  const { skills } = await api<{ skills: Array<{ id: number }> }>('GET', `/sessions/${code}/required-skills/`, joined.token);
  await api('POST', `/sessions/${code}/participants/${joined.participant.id}/skills/`, joined.token, { skills: skills.map((s) => s.id) });
  return { token: joined.token, participant: joined.participant };
}

export async function listAssignments(api: Api, code: string, token: string): Promise<AssignmentRow[]> {
  return (await api<{ assignments: AssignmentRow[] }>('GET', `/sessions/${code}/assignments/`, token)).assignments;
}

/** Writes, in the origin `page` is on, the storage a join through the UI leaves (token, cook, code). */
export async function storeCookSignIn(page: Page, code: string, cook: JoinedCook): Promise<void> {
  await page.evaluate(
    ({ token, participant, code: c }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('currentParticipant', JSON.stringify(participant));
      localStorage.setItem('currentSessionCode', c);
    },
    { token: cook.token, participant: cook.participant, code },
  );
}

/**
 * A started session of `recipe` with one anonymous cook who answered no skill question yet (what the
 * cook-page benchmarks open), set up through the REST adapter.
 */
export async function startedSessionWithCook(api: Api, recipe = 'Greek Salad', cookName = 'Bench cook'): Promise<{ code: string; cook: JoinedCook }> {
  const host = await registerHost(api);
  const code = await recipeSession(api, host, recipe);
  const cook = await api<JoinedCook>('POST', `/sessions/${code}/join/`, null, { display_name: cookName });
  await api('POST', `/sessions/${code}/start/`, host);
  return { code, cook };
}

/** The cook's dashboard on a phone context, as after a join through the UI. */
export async function openCookPage(context: BrowserContext, code: string, cook: JoinedCook, timeoutMs = 15_000): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(timeoutMs);
  await page.goto('/join');
  await storeCookSignIn(page, code, cook);
  await page.goto(`/cook/${code}`);
  return page;
}

/** The host's session page on a laptop context, signed in with `hostToken`. */
export async function openHostPage(context: BrowserContext, code: string, hostToken: string, timeoutMs = 15_000): Promise<Page> {
  await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), hostToken);
  const page = await context.newPage();
  page.setDefaultTimeout(timeoutMs);
  await page.goto(`/sessions/${code}`);
  return page;
}

/**
 * A started session with one cook, and that cook's phone holding only its sign-in: a cold page
 * (on robots.txt, service workers blocked so that every request is the page's own), ready to go to
 * `/cook/<code>`.
 */
export async function coldCookPhone(suite: ReturnType<typeof browserSuite>, api: Api, hostToken: string, name: string): Promise<{ code: string; cook: JoinedCook; page: Page }> {
  const code = await recipeSession(api, hostToken);
  const cook = await joinCook(api, code, name);
  await api('POST', `/sessions/${code}/start/`, hostToken);
  const context = suite.track(await phoneContext(suite.browser, suite.server.url, { serviceWorkers: 'block' }));
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto('/robots.txt');
  await storeCookSignIn(page, code, cook);
  return { code, cook, page };
}

/** Completes the cook's tasks through the API until one of them is a running timer; returns it. */
export async function cookUntilTimer(api: Api, hostToken: string, code: string, cook: { token: string; participant: { id: number } }): Promise<AssignmentRow> {
  for (let round = 0; round < 200; round++) {
    const mine = (await listAssignments(api, code, hostToken)).filter((a) => a.participant_id === cook.participant.id && a.status === 'in_progress');
    const running = mine.find((a) => a.timer_ends_at !== null);
    if (running) return running;
    for (const a of mine) await api('POST', `/sessions/${code}/assignments/${a.id}/complete/`, cook.token);
    if (mine.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no timer task reached');
}
