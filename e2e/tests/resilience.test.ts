import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, waitForPath } from '../support/browser';
import { restClient } from '../support/api';
import { joinCook as joinCookWithSkills, listAssignments, openCookPage, recipeSession, type JoinedCook } from '../support/kitchen';
import { lastEventId, serverQuiet } from '../support/quiet';
import { browserSuite } from '../support/suite';

/**
 * What happens when things go wrong: a cook's phone loses Wi-Fi mid-task, a dependency is
 * deleted with the keyboard on the task map, and a removed anonymous cook's token stops working.
 * The kitchen clock is the normal one: the presence window (90 s) must not run out while a
 * phone is offline for a few seconds.
 */
let hostToken: string;

const suite = browserSuite();

beforeAll(async () => {
  // The first account on a fresh server is staff and host.
  hostToken = (
    await api<{ token: string }>('POST', '/auth/register/', null, {
      username: 'host_rosa',
      email: 'rosa@example.com',
      password: 'kitchen-pass-1',
      password_confirm: 'kitchen-pass-1',
      is_host: true,
    })
  ).token;
});

const api = restClient(() => suite.server.url);

interface Dag {
  tasks: Array<{ id: string; name: string }>;
  dependencies: Array<{ task_id: string; depends_on_id: string }>;
}
type Cook = JoinedCook;
const saladSession = () => recipeSession(api, hostToken);
const joinCook = (code: string, name: string) => joinCookWithSkills(api, code, name);
const assignments = (code: string) => listAssignments(api, code, hostToken);

/** The ids of the task cards the cook view should show: in progress, and not an oven timer already running. */
async function cardIdsFor(code: string, participantId: number): Promise<number[]> {
  return (await assignments(code))
    .filter((a) => a.participant_id === participantId && a.status === 'in_progress' && !(a.task_type === 'timer_passive' && a.timer_started_at))
    .map((a) => a.id)
    .sort((x, y) => x - y);
}

/** The assignment ids of the task cards on the cook's page (`task-<id>-title`). */
async function shownCardIds(page: Page): Promise<number[]> {
  const ids = await page.locator('.task-card h3').evaluateAll((hs) => hs.map((h) => h.id));
  return ids.map((id) => Number(/^task-(\d+)-title$/.exec(id)?.[1])).sort((x, y) => x - y);
}

const newContext = (kind: 'laptop' | 'phone'): Promise<BrowserContext> => suite.context(kind);

/** Opens the cook dashboard on a phone as `cook`, with the storage a join through the UI leaves. */
async function cookPage(code: string, cook: Cook): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext('phone');
  return { context, page: await openCookPage(context, code, cook) };
}

describe('a cook whose phone drops off the Wi-Fi', () => {
  it('shows the lost connection, keeps Complete usable (taps wait in the queue), and on reconnecting shows what changed meanwhile without a reload', async () => {
    const code = await saladSession();
    const sam = await joinCook(code, 'Sam');
    await api('POST', `/sessions/${code}/start/`, hostToken);

    const { context, page } = await cookPage(code, sam);
    const complete = page.getByRole('button', { name: 'Complete', exact: true });
    await complete.first().waitFor();
    await page.locator('.live-dot-connected').waitFor();
    expect(await complete.first().isEnabled()).toBe(true);
    const before = await cardIdsFor(code, sam.participant.id);
    expect(before.length).toBeGreaterThan(0);
    await expect.poll(() => shownCardIds(page)).toEqual(before);
    // A marker that a reload would wipe.
    await page.evaluate(() => Object.assign(globalThis, { __sameDocument: true }));
    await screenshot(page, 'resilience-online');

    // Wi-Fi off.
    await context.setOffline(true);
    await page.locator('.connection-banner', { hasText: 'Connection Lost' }).waitFor({ timeout: 10_000 });
    // Complete stays usable offline: a tap waits in the phone's queue (cook-offline.test.ts sends one).
    expect(await complete.first().isEnabled()).toBe(true);
    // The spec's toast after 5 s without a connection.
    await page.getByText('Unable to connect to session').waitFor({ timeout: 10_000 });
    await screenshot(page, 'resilience-offline');

    // Meanwhile the host puts Sam's tasks back in the pool; the dispatcher hands Sam new assignments.
    const beforeUnassign = await lastEventId(suite.server, code);
    await api('POST', `/sessions/${code}/participants/${sam.participant.id}/unassign-tasks/`, hostToken);
    // The re-plan runs in the planner pool after the unassign's commit: wait for its hand-out.
    let after: number[] = [];
    await expect
      .poll(async () => (after = await cardIdsFor(code, sam.participant.id)).length, { timeout: 10_000, message: 'Sam, still present, gets work again' })
      .toBeGreaterThan(0);
    expect(after).not.toEqual(before);
    // Still offline: the page cannot know yet. Checked once the server has published every event
    // of the change (its event log quiet), not after a sleep.
    expect(await serverQuiet(suite.server, code)).toBeGreaterThan(beforeUnassign);
    expect(await shownCardIds(page)).toEqual(before);
    expect(await page.locator('.live-dot-connected').count()).toBe(0);

    // Wi-Fi back: the page reconnects by itself and shows the server's list.
    await context.setOffline(false);
    await page.locator('.live-dot-connected').waitFor({ timeout: 40_000 });
    await expect.poll(() => shownCardIds(page), { timeout: 10_000 }).toEqual(after);
    expect(await page.locator('.connection-banner').count()).toBe(0);
    expect(await page.evaluate(() => (globalThis as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await screenshot(page, 'resilience-reconnected');

    // Complete works again and the server records it.
    const first = after[0]!;
    const button = page.locator('.task-card', { has: page.locator(`#task-${first}-title`) }).getByRole('button', { name: 'Complete', exact: true });
    expect(await button.isEnabled()).toBe(true);
    await button.click();
    // Completed, or (an oven task) its timer started.
    await expect
      .poll(async () => {
        const a = (await assignments(code)).find((x) => x.id === first);
        return a?.status === 'completed' || Boolean(a?.timer_started_at);
      }, { timeout: 10_000 })
      .toBe(true);
  });
});

describe('task map: deleting a dependency with the keyboard', () => {
  it('a selected edge removed with Delete in edit mode is gone on the server and from the header count', async () => {
    const code = await saladSession();
    const dag = await api<Dag>('GET', `/sessions/${code}/dag/`, hostToken);
    expect(dag.dependencies.length).toBeGreaterThan(0);

    const context = await newContext('laptop');
    await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), hostToken);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const dependencyEdits: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('sessions.editDependencies')) dependencyEdits.push(r.postData() ?? '');
    });
    await page.goto(`/sessions/${code}/dag`);
    await page.getByRole('heading', { name: /Task Map/ }).waitFor();
    await expect.poll(() => page.locator('.react-flow__node-task').count()).toBe(dag.tasks.length);
    expect(await page.getByTestId('dependency-count').textContent()).toBe(`${dag.dependencies.length} dependencies`);

    // An edge whose middle is on screen and not under a card, clicked there as a person would.
    const findEdge = (only: string | null) =>
      page.evaluate((wanted) => {
        const cards = [...document.querySelectorAll('.react-flow__node-task')].map((n) => n.getBoundingClientRect());
        for (const g of document.querySelectorAll<SVGGElement>('.react-flow__edge')) {
          const path = g.querySelector<SVGPathElement>('.react-flow__edge-interaction');
          const matrix = path?.getScreenCTM();
          if (!path || !matrix || (wanted && g.getAttribute('data-id') !== wanted)) continue;
          const mid = path.getPointAtLength(path.getTotalLength() / 2);
          const x = matrix.a * mid.x + matrix.c * mid.y + matrix.e;
          const y = matrix.b * mid.x + matrix.d * mid.y + matrix.f;
          const onScreen = x > 20 && y > 20 && x < innerWidth - 20 && y < innerHeight - 20;
          const covered = cards.some((r) => x >= r.left - 4 && x <= r.right + 4 && y >= r.top - 4 && y <= r.bottom + 4);
          const topmost = document.elementFromPoint(x, y)?.closest('.react-flow__edge') === g;
          if (onScreen && !covered && topmost) return { id: g.getAttribute('data-id')!, x, y };
        }
        return null;
      }, only);
    const viewed = await findEdge(null);
    expect(viewed, 'an edge to click on screen').not.toBeNull();
    // Outside edit mode an edge can be selected, but Delete does nothing.
    await page.mouse.click(viewed!.x, viewed!.y);
    await expect.poll(() => page.locator(`.react-flow__edge.selected[data-id="${viewed!.id}"]`).count()).toBe(1);
    await page.keyboard.press('Delete');
    // No sleep: the page's dependency edits are counted, and the edit-mode deletion below must be
    // the only one. A request from this Delete would have been sent before that later one.
    expect(await page.getByRole('button', { name: 'Delete dependency' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Enter Edit Mode' }).click();
    await page.getByRole('button', { name: 'Exit Edit Mode' }).waitFor();
    // The edit-mode hint moves the map down (and the edge selected above now shows its × button
    // over its middle): find an edge again.
    const target = await findEdge(null);
    expect(target, 'an edge to click on screen in edit mode').not.toBeNull();
    const edgeId = target!.id;
    const [dependsOn, taskId] = edgeId.split('->');
    const edge = dag.dependencies.find((d) => d.depends_on_id === dependsOn && d.task_id === taskId)!;
    expect(edge).toBeTruthy();
    await page.mouse.click(target!.x, target!.y);
    await expect.poll(() => page.locator(`.react-flow__edge.selected[data-id="${edgeId}"]`).count()).toBe(1);
    // Selected in edit mode: its delete button shows; the keyboard is used instead.
    await page.getByRole('button', { name: 'Delete dependency' }).waitFor();
    await screenshot(page, 'resilience-edge-selected');
    await page.keyboard.press('Delete');

    const left = dag.dependencies.length - 1;
    await expect.poll(() => dependencyEdits.length).toBe(1);
    await expect.poll(async () => (await api<Dag>('GET', `/sessions/${code}/dag/`, hostToken)).dependencies.length).toBe(left);
    const now = await api<Dag>('GET', `/sessions/${code}/dag/`, hostToken);
    expect(now.dependencies.some((d) => d.task_id === edge.task_id && d.depends_on_id === edge.depends_on_id)).toBe(false);
    await expect.poll(() => page.getByTestId('dependency-count').textContent()).toBe(`${left} dependencies`);
    await expect.poll(() => page.locator(`.react-flow__edge[data-id="${edgeId}"]`).count()).toBe(0);
    // Exactly one edit reached the server: the Delete outside edit mode sent nothing.
    expect(dependencyEdits).toHaveLength(1);
    await screenshot(page, 'resilience-edge-deleted');
  });
});

describe('an anonymous cook removed by the host', () => {
  const STORAGE = () => ({
    token: localStorage.getItem('authToken'),
    participant: localStorage.getItem('currentParticipant'),
    code: localStorage.getItem('currentSessionCode'),
  });

  it('is logged out and sent to /join on reloading the cook page', async () => {
    const code = await saladSession();
    const cook = await joinCook(code, 'Robin');
    const { page } = await cookPage(code, cook);
    await page.getByRole('heading', { name: 'Waiting to Start' }).waitFor();
    expect((await page.evaluate(STORAGE)).token).toBe(cook.token);

    await api('DELETE', `/sessions/${code}/participants/${cook.participant.id}/remove/`, hostToken);
    await page.reload();
    await waitForPath(page, '/join');
    await expect.poll(() => page.evaluate(STORAGE)).toEqual({ token: null, participant: null, code: null });
    await page.getByRole('button', { name: 'Join Session' }).waitFor();
    await screenshot(page, 'resilience-removed-reload');
  });

  it('is logged out and sent to /join on the next call from an open page', async () => {
    const code = await saladSession();
    const cook = await joinCook(code, 'Kim');
    await api('POST', `/sessions/${code}/start/`, hostToken);
    const { page } = await cookPage(code, cook);
    const complete = page.getByRole('button', { name: 'Complete', exact: true });
    await complete.first().waitFor();
    await page.locator('.live-dot-connected').waitFor();
    expect(await complete.first().isEnabled()).toBe(true);

    await api('DELETE', `/sessions/${code}/participants/${cook.participant.id}/remove/`, hostToken);
    // The cook taps Complete; by then the page may already have been refused (its live channel or
    // a refetch answered 401) and disabled the button. Either way it must not stay on a dead page.
    await complete
      .first()
      .click({ timeout: 1_000 })
      .catch(() => undefined);
    await waitForPath(page, '/join', 5_000);
    await expect.poll(() => page.evaluate(STORAGE)).toEqual({ token: null, participant: null, code: null });
    await page.getByRole('button', { name: 'Join Session' }).waitFor();
    await screenshot(page, 'resilience-removed-click');
  });
});
