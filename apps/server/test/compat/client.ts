import { registerUser, type TestServer } from '../harness';

export type Reply = { status: number; body: any };

/**
 * A REST call the way real HTTP clients make it: bodiless POSTs and DELETEs still carry
 * `content-type: application/json` (`json: true`), and `slash: false` drops the trailing slash.
 */
export async function call(
  t: TestServer,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; json?: boolean; slash?: boolean } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Token ${opts.token}`;
  if (opts.body !== undefined || opts.json) headers['content-type'] = 'application/json';
  const url = `${t.url}/api/${opts.slash === false ? path.replace(/\/$/, '') : path}`;
  const res = await fetch(url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A host with a kitchen, a waiting session holding the named recipes, and the recipe ids. */
export async function hostWithSession(t: TestServer, recipeNames: string[]) {
  const host = await registerUser(t, { host: true });
  const kitchen = (await call(t, 'POST', 'kitchens/', { token: host.token, body: { name: 'Compat kitchen', use_default: true } })).body;
  const session = (await call(t, 'POST', 'sessions/create/', { token: host.token, body: { kitchen: kitchen.id } })).body;
  const all = (await call(t, 'GET', 'recipes/', { token: host.token })).body as Array<{ id: number; name: string }>;
  const recipeIds: number[] = [];
  for (const name of recipeNames) {
    const r = all.find((x) => x.name.includes(name));
    if (!r) throw new Error(`no recipe named like ${name}`);
    recipeIds.push(r.id);
    const added = await call(t, 'POST', `sessions/${session.code}/recipes/`, { token: host.token, body: { recipe_id: r.id } });
    if (added.status !== 200) throw new Error(`add recipe failed: ${added.status}`);
  }
  return { host, kitchen: kitchen as { id: number }, code: session.code as string, recipeIds };
}

/** An anonymous cook who joined with the spec's payload (no auth header). */
export async function joinAsCook(t: TestServer, code: string, name: string) {
  const res = await call(t, 'POST', `sessions/${code}/join/`, { body: { session_code: code, display_name: name } });
  if (res.status !== 200) throw new Error(`join failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token as string, id: res.body.participant.id as number };
}
