import { beforeAll, describe, expect, it } from 'vitest';
import { restClient } from '../support/api';
import { screenshot } from '../support/browser';
import { recipeSession, registerHost } from '../support/kitchen';
import { browserSuite } from '../support/suite';

/**
 * The task map's cards (spec 02 §4 and §5, issue 29): an unassigned task reads 'Waiting...' once its
 * dependencies are met and 'Not ready' before; a skill requirement is chosen from the catalogue
 * and saves.
 */
const suite = browserSuite();
const api = restClient(() => suite.server.url);
let hostToken: string;
beforeAll(async () => {
  hostToken = await registerHost(api);
});

interface Dag {
  tasks: Array<{ id: string; name: string; skill_requirements: string[] }>;
  dependencies: Array<{ task_id: string; depends_on_id: string }>;
}
const dagOf = (code: string) => api<Dag>('GET', `/sessions/${code}/dag/`, hostToken);

async function openMap(code: string) {
  const context = await suite.context('laptop');
  await context.addInitScript((t) => globalThis.localStorage.setItem('authToken', t), hostToken);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`/sessions/${code}/dag`);
  await page.getByRole('heading', { name: /Task Map/ }).waitFor();
  return page;
}

describe('task map cards', () => {
  it("a task nobody is planned for says 'Waiting...' when its dependencies are met, 'Not ready' when not", async () => {
    // A waiting session: nobody is planned for anything yet.
    const code = await recipeSession(api, hostToken);
    const dag = await dagOf(code);
    const blocked = new Set(dag.dependencies.map((d) => d.task_id));
    const ready = dag.tasks.find((t) => !blocked.has(t.id))!;
    const waiting = dag.tasks.find((t) => blocked.has(t.id))!;
    const page = await openMap(code);
    await expect.poll(() => page.locator('.react-flow__node-task').count()).toBe(dag.tasks.length);
    const status = (id: string) => page.locator(`.react-flow__node[data-id="${id}"] .task-card-assignment`).textContent();
    await expect.poll(() => status(ready.id)).toBe('unassigned · Waiting...');
    await expect.poll(() => status(waiting.id)).toBe('unassigned · Not ready');
    await screenshot(page, 'taskmap-waiting-not-ready');
  });

  it("'Add skill' offers the skill catalogue, and the chosen skill saves", async () => {
    const code = await recipeSession(api, hostToken);
    const dag = await dagOf(code);
    const task = dag.tasks.find((t) => !t.skill_requirements.includes('Baking'))!;
    const page = await openMap(code);
    await page.getByRole('button', { name: 'Enter Edit Mode' }).click();
    const panel = page.getByRole('region', { name: 'Edit a task' });
    await panel.getByLabel('Task').selectOption({ label: task.name });
    await panel.getByRole('button', { name: 'Edit task' }).click();
    const card = page.locator(`.react-flow__node[data-id="${task.id}"]`);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await card.getByLabel('Add skill').selectOption({ label: 'Baking' });
    await card.getByRole('button', { name: 'Remove skill Baking' }).waitFor();
    await screenshot(page, 'taskmap-skill-picker');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await dagOf(code)).tasks.find((t) => t.id === task.id)?.skill_requirements).toContain('Baking');
    expect(alerts).toEqual([]);
  });
});
