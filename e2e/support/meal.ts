import { restClient } from './api';

/** The three largest built-in recipes: 21 + 19 + 16 = 56 tasks (issue 17's task map targets). */
export const LARGEST_RECIPES = ['Beef Bourguignon', 'Chicken Tikka Masala', 'Salmon and Cucumber-Avocado Maki Rolls'] as const;

export interface Meal {
  token: string;
  code: string;
  taskCount: number;
}

/**
 * A host (the first account of a fresh server is staff and host), a kitchen and a waiting session
 * with `recipes` added in order (names as they start in the library; repeat a name for copies).
 */
export async function setUpMeal(baseUrl: () => string, recipes: readonly string[], username = 'map_host'): Promise<Meal> {
  const api = restClient(baseUrl);
  const { token } = await api<{ token: string }>('POST', '/auth/register/', null, {
    username,
    email: `${username}@example.com`,
    password: 'kitchen-pass-1',
    password_confirm: 'kitchen-pass-1',
    is_host: true,
  });
  const library = await api<Array<{ id: number; name: string }> | { results: Array<{ id: number; name: string }> }>('GET', '/recipes/', token);
  const list = Array.isArray(library) ? library : library.results;
  const kitchen = await api<{ id: number }>('POST', '/kitchens/', token, { name: 'Test kitchen', use_default: true });
  const session = await api<{ code: string }>('POST', '/sessions/create/', token, { kitchen: kitchen.id });
  for (const name of recipes) {
    const recipe = list.find((r) => r.name.toLowerCase().startsWith(name.toLowerCase()));
    if (!recipe) throw new Error(`No built-in recipe named ${name}`);
    await api('POST', `/sessions/${session.code}/recipes/`, token, { recipe_id: recipe.id });
  }
  const dag = await api<{ tasks: unknown[] }>('GET', `/sessions/${session.code}/dag/`, token);
  return { token, code: session.code, taskCount: dag.tasks.length };
}
