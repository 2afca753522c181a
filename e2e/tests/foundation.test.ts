import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, waitForPath } from '../support/browser';
import { browserSuite } from '../support/suite';

const suite = browserSuite();

const newPage = (kind: 'laptop' | 'phone' = 'laptop'): Promise<Page> => suite.page(kind);

async function fillRegisterForm(page: Page, form: { username: string; email: string; password: string; confirm: string }) {
  await page.getByLabel('Username').fill(form.username);
  await page.getByLabel('Email').fill(form.email);
  await page.getByLabel('Password', { exact: true }).fill(form.password);
  await page.getByLabel('Confirm password').fill(form.confirm);
}

async function registerThroughApi(username: string, isHost: boolean): Promise<void> {
  const response = await fetch(`${suite.server.url}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'kitchen-pass-1', password_confirm: 'kitchen-pass-1', is_host: isHost }),
  });
  expect(response.status).toBeLessThan(300);
}

/** A real anonymous cook: a host's new session, joined through the API. */
async function anonymousCookOfNewSession(name: string) {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${suite.server.url}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(res.status).toBeLessThan(300);
    return res.json();
  };
  const username = `host_${Math.random().toString(36).slice(2, 8)}`;
  const host = await post('auth/register/', { username, email: `${username}@example.com`, password: 'kitchen-pass-1', password_confirm: 'kitchen-pass-1', is_host: true });
  const kitchen = await post('kitchens/', { name: 'Home', use_default: true }, host.token);
  const session = await post('sessions/create/', { kitchen: kitchen.id }, host.token);
  const joined = await post(`sessions/${session.code}/join/`, { display_name: name });
  return { token: joined.token as string, participant: joined.participant, code: session.code as string };
}

describe('foundation: accounts, guards and kitchens in the browser', () => {
  it('a host registers, creates a standard kitchen, sees it listed and signs out', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Host a Cooking Session' }).waitFor();
    await page.getByRole('heading', { name: 'Join a Session' }).waitFor();
    expect(await page.title()).toBe('Brigade - Home');
    await screenshot(page, 'home-visitor');

    await page.getByRole('link', { name: 'Get Started' }).click();
    await waitForPath(page, '/register');
    await page.getByRole('heading', { name: 'Register as Host' }).waitFor();
    await fillRegisterForm(page, { username: 'chef_anna', email: 'anna@example.com', password: 'kitchen-pass-1', confirm: 'kitchen-pass-1' });
    await screenshot(page, 'register-host');
    await page.getByRole('button', { name: 'Register as Host' }).click();

    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Welcome, chef_anna' }).waitFor();
    await page.getByRole('heading', { name: 'Host Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Join as Cook' }).waitFor();
    expect(await page.locator('.role-label').textContent()).toBe('Host');
    expect(await page.evaluate(() => globalThis.localStorage.getItem('authToken'))).toBeTruthy();
    await screenshot(page, 'home-host');

    // The first account on a fresh server is also staff: the dashboard offers the studio.
    await page.getByRole('link', { name: 'Open Dashboard' }).click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('link', { name: 'Generate Recipe' }).waitFor();
    await screenshot(page, 'dashboard');

    await page.locator('.user-menu-button').click();
    await page.getByRole('link', { name: 'Manage Kitchens' }).click();
    await waitForPath(page, '/kitchens');
    await page.getByRole('heading', { name: 'No kitchens yet' }).waitFor();
    await screenshot(page, 'kitchens-empty');

    await page.getByRole('link', { name: 'Create Kitchen' }).first().click();
    await waitForPath(page, '/kitchens/create');
    const submit = page.getByRole('button', { name: 'Create Kitchen' });
    expect(await submit.isDisabled()).toBe(true);

    // The custom setup starts from the standard counts; minus is disabled at 0.
    await page.getByLabel('Custom equipment setup').check();
    expect(await page.getByLabel('Prep stations count').textContent()).toBe('3');
    expect(await page.getByRole('button', { name: 'Decrease 6-burner stove' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Increase 6-burner stove' }).click();
    expect(await page.getByRole('button', { name: 'Decrease 6-burner stove' }).isDisabled()).toBe(false);
    await screenshot(page, 'kitchen-create-custom');

    await page.getByLabel('Standard setup').check();
    await page.getByLabel('Kitchen name').fill('Home Kitchen');
    await page.getByLabel('Description (optional)').fill('Our flat on Elm Street');
    expect(await submit.isDisabled()).toBe(false);
    await screenshot(page, 'kitchen-create-standard');

    const createRequest = page.waitForRequest((r) => r.url().includes('/trpc/kitchens.create'));
    await submit.click();
    const sent = JSON.parse((await createRequest).postData() ?? '{}') as Record<string, unknown>;
    // Spec 01 §5: the standard setup sends only name, description and use_default true.
    expect(sent['0']).toEqual({ name: 'Home Kitchen', description: 'Our flat on Elm Street', use_default: true });

    await waitForPath(page, '/kitchens');
    const card = page.locator('article.kitchen-card', { has: page.getByRole('heading', { name: 'Home Kitchen' }) });
    await card.waitFor();
    const entries = await card.locator('.equipment-list li').allTextContents();
    expect(entries).toHaveLength(4);
    expect(entries.slice(0, 3)).toEqual(['3 × Prep stations', '1 × Oven', '1 × 4-burner stove']);
    expect(entries[3]).toBe('…');
    // 3 prep stations + oven + stove + sink + dishwasher; mixers and blenders are portable.
    expect(await card.locator('.station-count').textContent()).toBe('7 stations');
    expect(await card.getByRole('link', { name: 'Edit' }).getAttribute('href')).toMatch(/^\/kitchens\/\d+\/edit$/);
    await screenshot(page, 'kitchens-list');

    await page.locator('.user-menu-button').click();
    await screenshot(page, 'user-menu-host');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).waitFor();
    expect(await page.evaluate(() => globalThis.localStorage.getItem('authToken'))).toBeNull();
    await screenshot(page, 'signed-out');
  });

  it('a host logs in, edits the kitchen and deletes it after confirming', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill('chef_anna');
    await page.getByLabel('Password').fill('kitchen-pass-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Host Dashboard' }).waitFor();

    await page.goto('/kitchens');
    const card = page.locator('article.kitchen-card', { has: page.getByRole('heading', { name: 'Home Kitchen' }) });
    await card.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Kitchen' }).waitFor();
    const name = page.getByLabel('Kitchen name');
    await name.waitFor();
    expect(await name.inputValue()).toBe('Home Kitchen');
    expect(await page.getByLabel('Prep stations count').textContent()).toBe('3');
    await name.fill('');
    await name.blur();
    await page.getByText('Kitchen name is required').waitFor();
    expect(await page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await name.fill('Elm Street Kitchen');
    await page.getByRole('button', { name: 'Decrease Prep stations' }).click();
    await screenshot(page, 'kitchen-edit');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await waitForPath(page, '/kitchens');
    const edited = page.locator('article.kitchen-card', { has: page.getByRole('heading', { name: 'Elm Street Kitchen' }) });
    await edited.waitFor();
    expect(await edited.locator('.station-count').textContent()).toBe('6 stations');

    await edited.getByRole('button', { name: 'Delete' }).click();
    await edited.getByText('Delete “Elm Street Kitchen”? This cannot be undone.').waitFor();
    await screenshot(page, 'kitchen-delete-confirm');
    await edited.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByRole('heading', { name: 'No kitchens yet' }).waitFor();
  });

  it('sends a visitor who opens /dashboard to /login', async () => {
    const page = await newPage();
    await page.goto('/dashboard');
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.title()).toBe('Brigade - Login');
    await page.getByRole('link', { name: 'Join a session without registering' }).waitFor();
    await screenshot(page, 'login');
  });

  it('redirects unknown paths to /', async () => {
    const page = await newPage();
    await page.goto('/no/such/screen');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Host a Cooking Session' }).waitFor();
    expect(await page.title()).toBe('Brigade - Home');
    expect(await page.getByRole('heading', { name: 'Join a Session' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Host Dashboard' }).count()).toBe(0);
  });

  it('shows client-side and server field errors on the register form', async () => {
    await registerThroughApi('taken_name', false);
    const page = await newPage();
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Register as Cook' }).waitFor();
    await page.getByText('Must be at least 3 characters long').waitFor();
    await page.getByRole('link', { name: 'Register as a host instead' }).waitFor();

    await fillRegisterForm(page, { username: 'new_cook', email: 'cook@example.com', password: 'kitchen-pass-1', confirm: 'kitchen-pass-2' });
    await page.getByRole('button', { name: 'Register as Cook' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByText('Please fix the errors below:').waitFor();

    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Register as Cook' }).click();
    await page.getByText('Password must be at least 8 characters long').waitFor();
    await screenshot(page, 'register-client-errors');

    await fillRegisterForm(page, { username: 'taken_name', email: 'other@example.com', password: 'kitchen-pass-1', confirm: 'kitchen-pass-1' });
    await page.getByRole('button', { name: 'Register as Cook' }).click();
    await page.getByText('A user with that username already exists.').waitFor();
    await page.getByText('Please fix the errors below:').waitFor();
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'register-server-errors');
  });

  it('shows the login failure message from the server', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill('nobody_here');
    await page.getByLabel('Password').fill('wrong-password');
    const answer = page.waitForResponse((r) => r.url().includes('auth.login'));
    await page.getByRole('button', { name: 'Login' }).click();
    expect((await answer).status()).toBe(400);
    await page.getByText('Invalid username or password.').waitFor();
    // The failure keeps the visitor on the form, signed out, with what they typed.
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => globalThis.localStorage.getItem('authToken'))).toBeNull();
    expect(await page.getByLabel('Username').inputValue()).toBe('nobody_here');
    await screenshot(page, 'login-failed');
  });

  it('sends a signed-in cook who opens /kitchens to /', async () => {
    const page = await newPage();
    await page.goto('/register?type=cook');
    await fillRegisterForm(page, { username: 'line_cook', email: 'line@example.com', password: 'kitchen-pass-1', confirm: 'kitchen-pass-1' });
    await page.getByRole('button', { name: 'Register as Cook' }).click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Welcome, line_cook' }).waitFor();
    await page.getByRole('heading', { name: 'Join Session' }).waitFor();
    await page.getByRole('heading', { name: 'Become a Host' }).waitFor();
    expect(await page.locator('.role-label').textContent()).toBe('Cook');
    await screenshot(page, 'home-cook');

    await page.goto('/kitchens');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Welcome, line_cook' }).waitFor();

    // Cook screens are open to a signed-in account (this code names no session).
    await page.goto('/cook/ABC123');
    await page.getByRole('heading', { name: 'Session Error' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cook/ABC123');
  });

  it('sends a visitor without a stored cook from a cook screen to /join', async () => {
    const page = await newPage();
    await page.goto('/cook/ABC123');
    await waitForPath(page, '/join');
    await page.getByRole('heading', { name: 'Join a Cooking Session' }).waitFor();
    expect(await page.evaluate(() => [globalThis.localStorage.getItem('currentParticipant'), globalThis.localStorage.getItem('authToken')])).toEqual([null, null]);
    expect(await page.getByLabel('Session Code').inputValue()).toBe('');
  });

  it('treats a stored token with a stored participant as an anonymous cook without fetching a profile', async () => {
    const cook = await anonymousCookOfNewSession('Sam');
    const page = await newPage();
    await page.goto('/login');
    await page.evaluate((c) => {
      globalThis.localStorage.setItem('authToken', c.token);
      globalThis.localStorage.setItem('currentParticipant', JSON.stringify(c.participant));
      globalThis.localStorage.setItem('currentSessionCode', c.code);
    }, cook);
    const profileCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('auth.profile')) profileCalls.push(r.url());
    });
    await page.goto(`/cook/${cook.code}`);
    await page.getByRole('heading', { name: 'Waiting to Start' }).waitFor();
    expect(await page.locator('.role-label').textContent()).toBe('Cook');
    expect(profileCalls).toEqual([]);

    // Signing out an anonymous cook clears everything without calling the server.
    const logoutCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('auth.logout')) logoutCalls.push(r.url());
    });
    await page.locator('.user-menu-button').click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    expect(logoutCalls).toEqual([]);
    const stored = await page.evaluate(() => ['authToken', 'currentParticipant', 'currentSessionCode'].map((k) => globalThis.localStorage.getItem(k)));
    expect(stored).toEqual([null, null, null]);
  });

  it('clears a stored token whose profile cannot be fetched', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.evaluate(() => globalThis.localStorage.setItem('authToken', 'expired-token'));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Host a Cooking Session' }).waitFor();
    expect(await page.evaluate(() => globalThis.localStorage.getItem('authToken'))).toBeNull();
  });

  it('renders the login page on a phone without horizontal scrolling', async () => {
    const page = await newPage('phone');
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    const overflow = await page.evaluate(() => globalThis.document.documentElement.scrollWidth - globalThis.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'login-phone');

    await page.goto('/');
    await page.getByRole('heading', { name: 'Join a Session' }).waitFor();
    expect(await page.evaluate(() => globalThis.document.documentElement.scrollWidth - globalThis.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-phone');

    // Signed in, the header holds the brand and the user menu on one phone-width row.
    await page.goto('/register?type=host');
    await fillRegisterForm(page, { username: 'phone_host', email: 'phone@example.com', password: 'kitchen-pass-1', confirm: 'kitchen-pass-1' });
    await page.getByRole('button', { name: 'Register as Host' }).click();
    await page.getByRole('heading', { name: 'Welcome, phone_host' }).waitFor();
    await page.locator('.user-menu-button').click();
    await page.getByRole('link', { name: 'Manage Kitchens' }).waitFor();
    expect(await page.evaluate(() => globalThis.document.documentElement.scrollWidth - globalThis.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-host-phone-menu');
    await page.getByRole('link', { name: 'Manage Kitchens' }).click();
    await page.getByRole('link', { name: 'Create Kitchen' }).first().click();
    await page.getByLabel('Custom equipment setup').check();
    expect(await page.evaluate(() => globalThis.document.documentElement.scrollWidth - globalThis.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'kitchen-create-phone');
  });
});
