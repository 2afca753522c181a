import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { LAPTOP, screenshot } from '../support/browser';
import { LARGEST_RECIPES, setUpMeal } from '../support/meal';
import { browserSuite } from '../support/suite';

/**
 * The task map as people read it (issue 17) at 1280x900: every task of a 56-task session in the
 * first view with names at 11 px or more, dishes in bands, nothing over the graph; a bigger
 * session opens on its first dish; dependencies added and removed from the keyboard.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);

async function mapPage(token: string): Promise<Page> {
  const context = await suite.browser.newContext({ baseURL: suite.server.url, viewport: LAPTOP });
  suite.track(context);
  await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), token);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

interface FirstView {
  zoom: number;
  /** Task nodes wholly inside the map's box. */
  inside: number;
  /** The smallest task name on screen, px. */
  smallestNamePx: number;
  /** Whether anything beside the map overlaps the map's box. */
  covered: boolean;
}

/** Reads the first view once every task card is drawn and the viewport has settled. */
async function firstView(page: Page, taskCount: number): Promise<FirstView> {
  await expect.poll(() => page.locator('.react-flow__node-task').count(), { timeout: 20_000 }).toBe(taskCount);
  await page.waitForFunction(() => {
    const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
    return viewport && /scale\(/.test(viewport.style.transform) && !/scale\(1\)/.test(viewport.style.transform);
  });
  return page.evaluate(() => {
    const flow = document.querySelector('.task-flow')!.getBoundingClientRect();
    const transform = document.querySelector<HTMLElement>('.react-flow__viewport')!.style.transform;
    const zoom = Number(/scale\(([\d.]+)\)/.exec(transform)?.[1] ?? '1');
    let inside = 0;
    for (const node of document.querySelectorAll('.react-flow__node-task')) {
      const r = node.getBoundingClientRect();
      if (r.left >= flow.left - 1 && r.right <= flow.right + 1 && r.top >= flow.top - 1 && r.bottom <= flow.bottom + 1) inside++;
    }
    let smallestNamePx = Infinity;
    for (const name of document.querySelectorAll('.react-flow__node-task .task-card-name')) {
      smallestNamePx = Math.min(smallestNamePx, parseFloat(getComputedStyle(name).fontSize) * zoom);
    }
    const overlaps = (r: DOMRect) => r.width > 0 && r.left < flow.right && r.right > flow.left && r.top < flow.bottom && r.bottom > flow.top;
    const covered = [...document.querySelectorAll('.task-legend, .banner, .react-flow__minimap, .band-nav')].some((el) => overlaps(el.getBoundingClientRect()));
    return { zoom, inside, smallestNamePx, covered };
  });
}

describe('task map legibility', () => {
  it('shows all 56 tasks of the three largest recipes at once, names at 11 px or more, in dish bands', async () => {
    const meal = await setUpMeal(() => suite.server.url, LARGEST_RECIPES, 'map_host_56');
    expect(meal.taskCount).toBe(56);
    const page = await mapPage(meal.token);
    await page.goto(`/sessions/${meal.code}/dag`);
    const view = await firstView(page, 56);
    await screenshot(page, 'taskmap-56-first-view');
    expect(view.inside).toBe(56);
    expect(view.smallestNamePx).toBeGreaterThanOrEqual(11);
    expect(view.covered).toBe(false);
    // No name breaks inside a word ('Assembl e and…', issue 38.6): each word sits on one line.
    const splitWords = await page.evaluate(() => {
      const split: string[] = [];
      for (const name of document.querySelectorAll('.react-flow__node-task .task-card-name')) {
        const text = name.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) continue;
        // A hyphenated word may break after its hyphen ('garlic-/ginger'), never inside a part.
        for (const m of (text.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(text, m.index);
          range.setEnd(text, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) split.push(m[0]);
        }
      }
      return split;
    });
    expect(splitWords).toEqual([]);
    // Every dependency is drawn between its two cards (their connection points are measured).
    const dag = await api<{ dependencies: unknown[] }>('GET', `/sessions/${meal.code}/dag/`, meal.token);
    await expect.poll(() => page.locator('.react-flow__edge path.react-flow__edge-path[d^="M"]').count()).toBe(dag.dependencies.length);
    // One band per dish, titled with the recipe's name, in the order they were added.
    const titles = await page.locator('.task-band-title').allTextContents();
    expect(titles).toEqual(['Beef Bourguignon', 'Chicken Tikka Masala', 'Salmon and Cucumber-Avocado Maki Rolls']);
    // Kitchen words in the legend, never the internal keys.
    await page.locator('.task-legend').getByText('Needs equipment').waitFor();
    expect(await page.locator('.task-legend').textContent()).not.toMatch(/_/);

    // Reopened, the kept layout places every card where it was, without laying out again.
    const before = await page.locator('.react-flow__node-task').evaluateAll((nodes) => nodes.map((n) => `${n.getAttribute('data-id')}@${(n as HTMLElement).style.transform}`));
    await page.reload();
    // Drawn from the kept layout, at the view it opened with (computed before the first draw, as fitView would).
    const reopened = await firstView(page, 56);
    expect(reopened.inside).toBe(56);
    expect(reopened.zoom).toBeCloseTo(view.zoom, 3);
    const after = await page.locator('.react-flow__node-task').evaluateAll((nodes) => nodes.map((n) => `${n.getAttribute('data-id')}@${(n as HTMLElement).style.transform}`));
    expect(after.sort()).toEqual(before.sort());

    // Zoomed in, the full card shows.
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    await expect
      .poll(
        async () => {
          await zoomIn.click();
          return page.locator('.task-card-level-full').count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await screenshot(page, 'taskmap-56-zoomed-in');

  });

  it('a session of more than 60 tasks opens on its first dish, with the dishes beside the map to move between', async () => {
    const meal = await setUpMeal(() => suite.server.url, [...LARGEST_RECIPES, 'Lasagne'], 'map_host_71');
    expect(meal.taskCount).toBeGreaterThan(60);
    const page = await mapPage(meal.token);
    await page.goto(`/sessions/${meal.code}/dag`);
    await expect.poll(() => page.locator('.react-flow__node-task').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const dishes = page.getByRole('navigation', { name: 'Dishes' });
    await dishes.getByRole('button', { name: /Lasagne/ }).waitFor();
    // The first dish's cards are on screen and readable.
    const firstBand = async () =>
      page.evaluate(() => {
        const flow = document.querySelector('.task-flow')!.getBoundingClientRect();
        const title = [...document.querySelectorAll('.task-band-title')].map((t) => ({ text: t.textContent, r: t.getBoundingClientRect() }));
        return title.filter((t) => t.r.top >= flow.top && t.r.bottom <= flow.bottom && t.r.left < flow.right).map((t) => t.text);
      });
    await expect.poll(firstBand).toContain('Beef Bourguignon');
    await screenshot(page, 'taskmap-71-first-view');
    // Reopened from the kept layout: the same first dish.
    await page.reload();
    await dishes.getByRole('button', { name: /Lasagne/ }).waitFor();
    await expect.poll(firstBand).toContain('Beef Bourguignon');
    expect(await firstBand()).not.toContain('Lasagne al Forno');
    await dishes.getByRole('button', { name: /Lasagne/ }).click();
    await expect.poll(firstBand).toContain('Lasagne al Forno');
  });

  it('adds and removes a dependency from the keyboard, without dragging', async () => {
    const meal = await setUpMeal(() => suite.server.url, ['Greek Salad'], 'map_host_keys');
    const dag = await api<{ tasks: Array<{ id: string; name: string }>; dependencies: Array<{ task_id: string; depends_on_id: string }> }>(
      'GET',
      `/sessions/${meal.code}/dag/`,
      meal.token,
    );
    // The last task waits for nothing yet from the first? Pick a pair with no edge either way.
    const linked = (a: string, b: string) => dag.dependencies.some((d) => (d.task_id === a && d.depends_on_id === b) || (d.task_id === b && d.depends_on_id === a));
    const first = dag.tasks.find((t) => !dag.dependencies.some((d) => d.task_id === t.id))!;
    const later = dag.tasks.find((t) => t.id !== first.id && !linked(t.id, first.id) && !dag.dependencies.some((d) => d.depends_on_id === t.id))!;
    const page = await mapPage(meal.token);
    await page.goto(`/sessions/${meal.code}/dag`);
    await expect.poll(() => page.locator('.react-flow__node-task').count(), { timeout: 20_000 }).toBe(dag.tasks.length);
    await page.getByRole('button', { name: 'Enter Edit Mode' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Edit a task' });
    await panel.getByLabel('Task').focus();
    await panel.getByLabel('Task').selectOption({ label: later.name });
    await panel.getByRole('button', { name: 'Add dependency' }).focus();
    await page.keyboard.press('Enter');
    await panel.getByLabel(/Must finish first/).selectOption({ label: first.name });
    await panel.getByRole('button', { name: 'Add', exact: true }).focus();
    await page.keyboard.press('Enter');
    const hasEdge = async () => {
      const now = await api<{ dependencies: Array<{ task_id: string; depends_on_id: string }> }>('GET', `/sessions/${meal.code}/dag/`, meal.token);
      return now.dependencies.some((d) => d.task_id === later.id && d.depends_on_id === first.id);
    };
    await expect.poll(hasEdge).toBe(true);
    const remove = panel.getByRole('button', { name: `Remove dependency: ${later.name} waits for ${first.name}` });
    // Big enough to tap.
    const box = await remove.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'taskmap-dependency-panel');
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect.poll(hasEdge).toBe(false);
  });
});
