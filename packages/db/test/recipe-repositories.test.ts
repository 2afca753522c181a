import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DB } from '../src/database';
import * as recipes from '../src/repositories/recipe.repository';
import { replaceRecipeGraph } from '../src/repositories/recipe-graph.repository';
import * as sessions from '../src/repositories/session.repository';
import * as sessionTasks from '../src/repositories/session-task.repository';
import * as events from '../src/repositories/session-event.repository';
import { isUniqueViolation } from '../src/dialects/dialect';
import { openDatabase, migrateToLatest } from '../src/database';
import { seedDatabase } from '../src/seed-database';
import { newRecipeDraft, newTestDatabase, newUser } from './fixtures';

let db: DB;
beforeEach(async () => {
  db = await newTestDatabase();
});
afterEach(async () => {
  await db.destroy();
});

const newRecipe = newRecipeDraft;

describe('recipe repository', () => {
  it('writes a whole draft: tasks in order, dependencies by id, ingredients', async () => {
    const id = await db.transaction().execute((trx) => recipes.insertRecipeDraft(trx, newRecipe(), { source: 'text', created_by: null, library_key: null, is_published: 1 }, 'now'));
    const tasks = await recipes.listTasks(db, [id]);
    expect(tasks.map((t) => [t.key, t.position, JSON.parse(t.equipment)])).toEqual([
      ['chop', 0, ['prep_station']],
      ['simmer', 1, []],
      ['blend', 2, ['blender']],
    ]);
    const byKey = new Map(tasks.map((t) => [t.key, t.id]));
    const deps = await recipes.listDependencies(db, [id]);
    expect(deps.map((d) => [d.task_id, d.depends_on_id]).sort()).toEqual(
      [
        [byKey.get('simmer'), byKey.get('chop')],
        [byKey.get('blend'), byKey.get('simmer')],
      ].sort(),
    );
    expect(await recipes.listIngredients(db, id)).toMatchObject([{ name: 'tomatoes', quantity: 800, unit: 'g', used_in: '["chop"]' }]);
  });

  it('replaces dependencies and a whole graph, keeping the ids of tasks whose keys survive', async () => {
    const id = await recipes.insertRecipeDraft(db, newRecipe(), { source: 'ai', created_by: null, library_key: null, is_published: 1 }, 'now');
    const before = new Map((await recipes.listTasks(db, [id])).map((t) => [t.key, t.id]));
    await recipes.replaceDependencies(db, id, [{ task_id: before.get('blend')!, depends_on_id: before.get('chop')! }]);
    expect(await recipes.listDependencies(db, [id])).toHaveLength(1);

    const edited = newRecipe({
      name: 'Roast tomato soup',
      tasks: [
        { key: 'chop', name: 'Halve', task_type: 'prep', estimated_duration_minutes: 4 },
        { key: 'roast', name: 'Roast', task_type: 'timer_passive', estimated_duration_minutes: 2, timer_duration_minutes: 30, equipment: ['oven'], depends_on: ['chop'] },
      ],
      ingredients: [],
    });
    await db.transaction().execute((trx) => replaceRecipeGraph(trx, id, edited, 'later'));
    const after = await recipes.listTasks(db, [id]);
    expect(after.map((t) => t.key)).toEqual(['chop', 'roast']);
    expect(after.find((t) => t.key === 'chop')!.id).toBe(before.get('chop'));
    expect(after.find((t) => t.key === 'chop')!.name).toBe('Halve');
    expect(await recipes.listDependencies(db, [id])).toHaveLength(1);
    expect(await recipes.listIngredients(db, id)).toEqual([]);
    expect((await recipes.findRecipe(db, id))!.name).toBe('Roast tomato soup');
  });
});

describe('the built-in library', () => {
  it('is written with the server\'s clock, once', async () => {
    const fresh = openDatabase(':memory:');
    try {
      await migrateToLatest(fresh);
      const at = Date.UTC(2030, 0, 2, 3, 4, 5);
      await seedDatabase(fresh, { now: () => at });
      const rows = await recipes.listRecipes(fresh, { publishedOnly: true });
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.created_at))).toEqual(new Set([new Date(at).toISOString()]));
      await seedDatabase(fresh, { now: () => at + 1000 });
      expect((await recipes.listRecipes(fresh, { publishedOnly: true })).length).toBe(rows.length);
    } finally {
      await fresh.destroy();
    }
  });
});

describe('a library seeded before oven settings and courses (issue 34)', () => {
  it('gets them on the next start, once, into empty fields only', async () => {
    const fresh = openDatabase(':memory:');
    try {
      await migrateToLatest(fresh);
      await seedDatabase(fresh);
      // As a server seeded before migration 0014 has it: no courses, no temperatures.
      await fresh.updateTable('recipes').set({ course: null }).execute();
      await fresh.updateTable('recipe_tasks').set({ oven_temperature_c: null, oven_fan: null }).execute();
      const crumble = (await recipes.listRecipes(fresh, { publishedOnly: true })).find((r) => r.name.startsWith('Apple Crumble'))!;
      const preheat = (await recipes.listTasks(fresh, [crumble.id])).find((t) => t.key === 'preheat-oven')!;
      await seedDatabase(fresh);
      expect((await recipes.findRecipe(fresh, crumble.id))!.course).toBe('dessert');
      const bake = (await recipes.listTasks(fresh, [crumble.id])).find((t) => t.key === 'bake')!;
      expect(bake).toMatchObject({ oven_temperature_c: 190, oven_fan: 0 });
      // A staff edit afterwards stays over later starts.
      await fresh.updateTable('recipe_tasks').set({ oven_temperature_c: 180 }).where('id', '=', preheat.id).execute();
      await seedDatabase(fresh);
      expect((await recipes.listTasks(fresh, [crumble.id])).find((t) => t.key === 'preheat-oven')!.oven_temperature_c).toBe(180);
    } finally {
      await fresh.destroy();
    }
  });
});

describe('recipe task counts', () => {
  it('counts the tasks of every recipe that has any', async () => {
    const before = await recipes.countTasksByRecipe(db);
    const id = await recipes.insertRecipeDraft(db, newRecipe(), { source: 'text', created_by: null, library_key: null, is_published: 0 }, 'now');
    const after = await recipes.countTasksByRecipe(db);
    expect(before.has(id)).toBe(false);
    expect(after.get(id)).toBe(newRecipe().tasks.length);
    for (const [recipeId, n] of before) expect(after.get(recipeId)).toBe(n);
  });
});

describe('session repositories', () => {
  it('keeps copies, tasks, assignments and events of one session together and removes them with it', async () => {
    const host = await newUser(db, { is_host: 1 });
    const recipeId = await recipes.insertRecipeDraft(db, newRecipe(), { source: 'text', created_by: null, library_key: null, is_published: 1 }, 'now');
    const session = await sessions.insertSession(db, { code: 'ABCDEF', name: null, status: 'waiting', host_id: host.id, kitchen_id: null, station_preference: 'rotation', created_at: 'now' });
    const copy = await sessions.insertSessionRecipe(db, { session_id: session.id, recipe_id: recipeId, priority_order: 1, created_at: 'now' });
    const [task] = await recipes.listTasks(db, [recipeId]);
    await sessionTasks.insertSessionTasks(db, [
      { id: `${copy.id}-${task!.id}`, session_id: session.id, session_recipe_id: copy.id, original_task_id: task!.id, position: 0, name: 'Chop', description: '', task_type: 'prep', skill_level: 1, estimated_duration_minutes: 5, timer_duration_minutes: null, safety_level: 'minimal', equipment: '[]', skill_requirements: '[]' },
    ]);
    const a = await sessionTasks.insertAssignment(db, { session_id: session.id, task_id: `${copy.id}-${task!.id}`, participant_id: null, status: 'pending', assigned_at: 'now', started_at: null, completed_at: null, completed_by: null, timer_started_at: null, timer_ends_at: null, timer_warned: 0, timer_rang: 0 });
    // One assignment per task: a second one for the same task is refused by the database.
    await expect(sessionTasks.insertAssignment(db, { ...a, id: undefined } as never)).rejects.toSatisfy(isUniqueViolation);
    const e1 = await events.appendEvent(db, { session_id: session.id, type: 'session_started', payload: '{}', created_at: 'now' });
    const e2 = await events.appendEvent(db, { session_id: session.id, type: 'tasks_assigned', payload: '{}', created_at: 'now' });
    expect((await events.listEventsAfter(db, session.id, e1.id)).map((e) => e.id)).toEqual([e2.id]);

    await sessions.deleteSessionRecipe(db, copy.id);
    expect(await sessionTasks.listSessionTasks(db, session.id)).toEqual([]);
    expect(await sessionTasks.listAssignments(db, session.id)).toEqual([]);
    expect(await sessions.findSessionByCode(db, 'ABCDEF')).toBeDefined();
  });
});
