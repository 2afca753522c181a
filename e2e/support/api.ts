/**
 * Calls the REST adapter of a test server, for setting up data the browser test is not about.
 * Throws with the status and body on anything but 2xx, so a broken setup fails loudly.
 */
export function restClient(baseUrl: () => string) {
  return async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl()}/api${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Token ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

/**
 * A tRPC mutation of a test server, for setup that has no REST path (a session's settings, a tap
 * with its moment). Throws with the status and body on anything but 2xx.
 */
export function trpcClient(baseUrl: () => string) {
  return async function mutate(path: string, token: string | null, input: unknown): Promise<void> {
    const response = await fetch(`${baseUrl()}/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
      body: JSON.stringify(input),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
}
