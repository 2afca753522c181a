import { latestEventId, sessionByCode } from '@brigade/api';
import type { TestServer } from './server';

/** The id of the session's newest committed event (0 before any). */
export async function lastEventId(server: TestServer, code: string): Promise<number> {
  const deps = server.server.deps;
  return latestEventId(deps, (await sessionByCode(deps, code)).id);
}

/**
 * Waits until the session's event log has been still for `quietMs` (no new event id), at most
 * `timeoutMs`, and returns the newest id. A test that asserts "nothing changed on the page" does
 * so after the server is provably done, not after an arbitrary sleep.
 */
export async function serverQuiet(server: TestServer, code: string, { quietMs = 300, timeoutMs = 10_000, pollMs = 25 } = {}): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  let last = await lastEventId(server, code);
  let stillSince = performance.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const now = await lastEventId(server, code);
    if (now !== last) {
      last = now;
      stillSince = performance.now();
    } else if (performance.now() - stillSince >= quietMs) {
      return last;
    }
    if (performance.now() > deadline) throw new Error(`session ${code} never went quiet for ${quietMs} ms (last event ${last})`);
  }
}
