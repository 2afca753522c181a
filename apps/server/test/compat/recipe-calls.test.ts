import { answerModel, modelRecipe, modelTask, recipeReply } from '@brigade/recipe-ai/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../harness';
import { call, hostWithSession } from './client';
import { aiTestServer } from '../ai-server';

/**
 * Spec 02 §7, the recipe call table, row by row against a real server (msw as the model): the
 * answer's fields, the status codes and error texts, the staff rule the server enforces, and
 * every row also without its trailing slash. Its two session rows (GET sessions/, POST
 * sessions/{code}/recipes/) are walked in calls.test.ts with spec 01's table.
 */
const ai = aiTestServer();
const mock = ai.mock;
let t: TestServer;
let staff: string;
let host: string;
beforeAll(() => {
  ({ t, staff, host } = ai);
});

const STAFF_ONLY = { error: 'Staff access required.' };
const UNAUTHENTICATED = { error: 'Authentication credentials were not provided.' };

/** A saved AI recipe (chop → serve) and its details. */
async function savedRecipe() {
  answerModel(mock, () => recipeReply());
  const generated = await call(t, 'POST', 'recipes/generate/', { token: staff, body: { mode: 'openai', food_name: 'Bruschetta' } });
  mock.resetHandlers();
  const id = generated.body.recipe_id as number;
  const detail = (await call(t, 'GET', `recipes/${id}/details/`, { token: staff })).body;
  const taskId = (key: string) => detail.tasks.find((x: { key: string }) => x.key === key).id as number;
  return { id, generated: generated.body, detail, chop: taskId('chop'), serve: taskId('serve') };
}

describe('spec 02 §7 recipe call table', () => {
  it('GET recipes/: the browse and admin fields; hosts see published recipes only; nobody 401', async () => {
    const { id } = await savedRecipe();
    const res = await call(t, 'GET', 'recipes/', { token: host, slash: false });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0]).toMatchObject({
      id: expect.any(Number), name: expect.any(String), description: expect.any(String), difficulty_level: expect.any(String),
      estimated_time_minutes: expect.any(Number), recommended_participants: expect.any(Number), cuisine_type: expect.any(String),
      servings: expect.any(Number), is_published: true,
    });
    expect(res.body.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await call(t, 'GET', 'recipes/', { token: staff })).body.some((r: { id: number }) => r.id === id)).toBe(true);
    const nobody = await call(t, 'GET', 'recipes/');
    expect(nobody.status).toBe(401);
    expect(nobody.body).toMatchObject(UNAUTHENTICATED);
  });

  it('POST recipes/generate/: success, message, error and the result; the §5 texts; staff only', async () => {
    answerModel(mock, () => recipeReply());
    const ok = await call(t, 'POST', 'recipes/generate/', { token: staff, slash: false, body: { mode: 'openai', food_name: 'Bruschetta', description: 'for a party', preview_only: false } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      success: true, error: null, message: `Recipe saved successfully! (Recipe #${ok.body.recipe_id}) - Now available in Browse tab.`,
      basic_recipe_id: ok.body.recipe_id, data: { recipe: { name: 'Tomato Bruschetta', estimated_time_minutes: 20 }, tasks: expect.any(Array), task_dependencies: expect.any(Object) },
    });
    const noUrl = await call(t, 'POST', 'recipes/generate/', { token: staff, body: { mode: 'url' } });
    expect(noUrl.status).toBe(400);
    expect(noUrl.body.url).toEqual(['URL is required for URL mode']);
    expect((await call(t, 'POST', 'recipes/generate/', { token: staff, body: { mode: 'url', url: 'not a url' } })).body.url).toEqual(['Please enter a valid URL']);
    expect((await call(t, 'POST', 'recipes/generate/', { token: staff, body: { mode: 'openai' } })).body.food_name).toEqual(['Recipe name is required for OpenAI mode']);
    const denied = await call(t, 'POST', 'recipes/generate/', { token: host, body: { mode: 'openai', food_name: 'Soup' } });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject(STAFF_ONLY);
  });

  it('POST recipes/edit/: current_recipe, edit_instruction, selected_element → success, data, message, error; staff only', async () => {
    answerModel(mock, () => recipeReply(modelRecipe({ tasks: [modelTask('chop', { name: 'Chop tomatoes' }), modelTask('basil', { name: 'Tear basil', depends_on: ['chop'] })] })));
    const preview = { recipe: { name: 'Bruschetta' }, tasks: [{ id: 'chop', name: 'Chop tomatoes' }], task_dependencies: { chop: [] } };
    const ok = await call(t, 'POST', 'recipes/edit/', { token: staff, slash: false, body: { current_recipe: preview, edit_instruction: 'Add basil', selected_element: { type: 'node', id: 'chop' } } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, error: null, message: 'Recipe updated successfully! The changes have been applied.' });
    expect(ok.body.data.tasks.map((x: { name: string }) => x.name)).toEqual(['Chop tomatoes', 'Tear basil']);
    const blank = await call(t, 'POST', 'recipes/edit/', { token: staff, body: { current_recipe: preview, edit_instruction: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.edit_instruction).toEqual(['Describe the change you want.']);
    expect((await call(t, 'POST', 'recipes/edit/', { token: host, body: { current_recipe: preview, edit_instruction: 'x' } })).status).toBe(403);
  });

  it('GET recipes/{id}/details/: recipe, tasks, task_dependencies, current_rating, refinement_notes; unknown 404', async () => {
    const { id, chop, serve } = await savedRecipe();
    const res = await call(t, 'GET', `recipes/${id}/details/`, { token: staff, slash: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ recipe: { id, name: 'Tomato Bruschetta', description: expect.any(String), estimated_time_minutes: 20 }, current_rating: 0, refinement_notes: '' });
    expect(res.body.tasks).toHaveLength(2);
    expect(res.body.task_dependencies).toEqual({ [String(chop)]: [], [String(serve)]: [String(chop)] });
    expect((await call(t, 'GET', 'recipes/99999/details/', { token: staff })).status).toBe(404);
    expect((await call(t, 'GET', 'recipes/soup/details/', { token: staff })).body).toMatchObject({ error: 'Recipe not found' });
    // A draft is staff's only: for a host it does not exist.
    expect((await call(t, 'GET', `recipes/${id}/details/`, { token: host })).status).toBe(404);
  });

  it('POST recipes/{id}/update-dependencies/: task_dependencies; a cycle 400, changing nothing; staff only', async () => {
    const { id, chop, serve } = await savedRecipe();
    const ok = await call(t, 'POST', `recipes/${id}/update-dependencies/`, { token: staff, slash: false, body: { task_dependencies: { [serve]: [], [chop]: [serve] } } });
    expect(ok.status).toBe(200);
    expect((await call(t, 'GET', `recipes/${id}/details/`, { token: staff })).body.task_dependencies[String(chop)]).toEqual([String(serve)]);
    const cycle = await call(t, 'POST', `recipes/${id}/update-dependencies/`, { token: staff, body: { task_dependencies: { [serve]: [chop], [chop]: [serve] } } });
    expect(cycle.status).toBe(400);
    expect((await call(t, 'GET', `recipes/${id}/details/`, { token: staff })).body.task_dependencies[String(serve)]).toEqual([]);
    expect((await call(t, 'POST', `recipes/${id}/update-dependencies/`, { token: host, body: { task_dependencies: {} } })).status).toBe(403);
  });

  it('POST recipes/update-dag/: basic_recipe_id, updated_dag_data{task_dependencies}; no id 400', async () => {
    const { id, chop, serve } = await savedRecipe();
    const ok = await call(t, 'POST', 'recipes/update-dag/', { token: staff, slash: false, body: { basic_recipe_id: id, updated_dag_data: { task_dependencies: { [serve]: [], [chop]: [] } } } });
    expect(ok.status).toBe(200);
    expect((await call(t, 'GET', `recipes/${id}/details/`, { token: staff })).body.task_dependencies[String(serve)]).toEqual([]);
    const bad = await call(t, 'POST', 'recipes/update-dag/', { token: staff, body: { updated_dag_data: { task_dependencies: {} } } });
    expect(bad.status).toBe(400);
    expect(bad.body.basic_recipe_id).toEqual(['A saved recipe id is required.']);
    expect((await call(t, 'POST', 'recipes/update-dag/', { token: host, body: { basic_recipe_id: id, updated_dag_data: { task_dependencies: {} } } })).status).toBe(403);
  });

  it('POST recipes/{id}/update-rating/: quality_score, refinement_notes; 0 → 400; staff only', async () => {
    const { id } = await savedRecipe();
    const ok = await call(t, 'POST', `recipes/${id}/update-rating/`, { token: staff, slash: false, body: { quality_score: 4, refinement_notes: 'More garlic' } });
    expect(ok.status).toBe(200);
    expect((await call(t, 'GET', `recipes/${id}/details/`, { token: staff })).body).toMatchObject({ current_rating: 4, refinement_notes: 'More garlic' });
    const zero = await call(t, 'POST', `recipes/${id}/update-rating/`, { token: staff, body: { quality_score: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body.quality_score).toEqual(['Choose a rating from 1 to 5.']);
    expect((await call(t, 'POST', `recipes/${id}/update-rating/`, { token: host, body: { quality_score: 3 } })).status).toBe(403);
  });

  it('POST recipes/rate-dag/: basic_recipe_id, quality_rating, refinement_notes; staff only', async () => {
    const { id } = await savedRecipe();
    const ok = await call(t, 'POST', 'recipes/rate-dag/', { token: staff, slash: false, body: { basic_recipe_id: id, quality_rating: 5, refinement_notes: 'Perfect' } });
    expect(ok.status).toBe(200);
    expect((await call(t, 'GET', `recipes/${id}/details/`, { token: staff })).body).toMatchObject({ current_rating: 5, refinement_notes: 'Perfect' });
    expect((await call(t, 'POST', 'recipes/rate-dag/', { token: staff, body: { basic_recipe_id: id, quality_rating: 6 } })).body.quality_rating).toEqual(['Choose a rating from 1 to 5.']);
    expect((await call(t, 'POST', 'recipes/rate-dag/', { token: host, body: { basic_recipe_id: id, quality_rating: 3 } })).status).toBe(403);
  });

  it('PATCH recipes/{id}/tasks/{taskId}/: name, description, estimated_duration_minutes, task_type; the §5 minimum; unknown task 404', async () => {
    const { id, chop } = await savedRecipe();
    const ok = await call(t, 'PATCH', `recipes/${id}/tasks/${chop}/`, { token: staff, slash: false, body: { name: 'Dice tomatoes', description: 'Small', estimated_duration_minutes: 7, task_type: 'prep' } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: chop, name: 'Dice tomatoes', description: 'Small', estimated_duration_minutes: 7, estimated_time_minutes: 7, task_type: 'prep' });
    const zero = await call(t, 'PATCH', `recipes/${id}/tasks/${chop}/`, { token: staff, body: { estimated_duration_minutes: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body.estimated_duration_minutes).toEqual(['Ensure this value is at least 1.']);
    expect((await call(t, 'PATCH', `recipes/${id}/tasks/99999/`, { token: staff, body: { name: 'x' } })).status).toBe(404);
    expect((await call(t, 'PATCH', `recipes/${id}/tasks/${chop}/`, { token: host, body: { name: 'x' } })).status).toBe(403);
  });

  it('PATCH recipes/sessions/{code}/tasks/{taskId}/: by the numeric original task id, node-editor and page-handler bodies; another host 403', async () => {
    const s = await hostWithSession(t, ['Greek Salad']);
    const dag = (await call(t, 'GET', `sessions/${s.code}/dag/`, { token: s.host.token })).body;
    const task = dag.tasks[0] as { id: string; original_task_id: number };
    const node = await call(t, 'PATCH', `recipes/sessions/${s.code}/tasks/${task.original_task_id}/`, {
      token: s.host.token, slash: false,
      body: { name: 'Wash the vegetables well', description: 'Cold water', estimated_duration_minutes: 6, skill_requirements: [], equipment_required: ['sink'], is_timer_task: false },
    });
    expect(node.status).toBe(200);
    expect(node.body).toMatchObject({ name: 'Wash the vegetables well', estimated_duration_minutes: 6, equipment_required: ['sink'] });
    const page = await call(t, 'PATCH', `recipes/sessions/${s.code}/tasks/${task.original_task_id}/`, { token: s.host.token, body: { name: 'Wash', description: '', estimated_duration_minutes: 4, task_type: 'prep' } });
    expect(page.body).toMatchObject({ name: 'Wash', estimated_duration_minutes: 4, task_type: 'prep' });
    const after = (await call(t, 'GET', `sessions/${s.code}/dag/`, { token: s.host.token })).body.tasks.find((x: { id: string }) => x.id === task.id);
    expect(after).toMatchObject({ name: 'Wash', estimated_duration_minutes: 4 });
    expect((await call(t, 'PATCH', `recipes/sessions/${s.code}/tasks/999999/`, { token: s.host.token, body: { name: 'x' } })).status).toBe(404);
    expect((await call(t, 'PATCH', `recipes/sessions/${s.code}/tasks/${task.original_task_id}/`, { token: host, body: { name: 'x' } })).status).toBe(403);
  });
});
