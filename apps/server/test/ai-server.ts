import { setupServer, type SetupServerApi } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { registerUser, startTestServer, type TestServer } from './harness';

export interface AiTestServer {
  /** msw, standing in for the model endpoint: each test installs its handlers (reset after each). */
  mock: SetupServerApi;
  t: TestServer;
  /** The first account, staff by the spec's rule. */
  staff: string;
  /** A host who is not staff. */
  host: string;
}

/**
 * A real server with AI configured and msw as the model, for one test file: registers its own
 * beforeAll/afterEach/afterAll. Calls to the server itself (127.0.0.1) pass through msw.
 */
export function aiTestServer(deadlineMs = 10_000): AiTestServer {
  const fixture = { mock: setupServer() } as AiTestServer;
  beforeAll(async () => {
    fixture.mock.listen({ onUnhandledRequest: (request, print) => (new URL(request.url).hostname === '127.0.0.1' ? undefined : print.error()) });
    fixture.t = await startTestServer({
      config: { publicUrl: 'http://192.0.2.10:3000', importAllowPrivate: false, ai: { apiKey: 'test-key', deadlineMs } },
      outside: { fetch: (input, init) => globalThis.fetch(input, init) },
    });
    fixture.staff = (await registerUser(fixture.t)).token; // the first account is staff
    fixture.host = (await registerUser(fixture.t, { host: true })).token;
  });
  afterEach(() => fixture.mock.resetHandlers());
  afterAll(async () => {
    await fixture.t?.stop();
    fixture.mock.close();
  });
  return fixture;
}
