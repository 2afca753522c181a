/**
 * Answers asked for before the app's scripts ran. index.html's inline script sends the calls the
 * first screen needs as soon as the page is parsed (a task map opened from a link or a reload: the
 * profile and the graph), so they travel while the app's scripts load and evaluate; the app adopts
 * them here instead of asking again. A missing, failed or refused early answer is never used: the
 * app then makes its usual call, which reports errors as it always did.
 */

/** What the inline script leaves on `window.brigadeEarly`. */
export interface EarlyRequests {
  /** The stored sign-in the calls were made with. */
  token: string;
  answers: EarlyAnswer[];
  /** elk's layout worker, started for a task map without a kept layout (null once it failed). */
  layoutWorker?: Worker | null;
}

export interface EarlyAnswer {
  /** tRPC procedure path, e.g. 'sessions.taskGraph'. */
  path: string;
  /** The call's input (undefined for none). */
  input?: unknown;
  /** The procedure's data, or null when the call failed or was refused. */
  answer: Promise<{ data: unknown } | null>;
}

/** The name the inline script in index.html writes to (kept in step with it). */
export const EARLY_GLOBAL = 'brigadeEarly';

const sameInput = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The early answer for `path` and `input`, once (a second take gets null), and only if it was
 * asked for with `token`, the sign-in the app uses now.
 */
export function takeEarlyAnswer(path: string, input: unknown, token: string | null, scope: object = globalThis): Promise<{ data: unknown } | null> | null {
  const early = (scope as Record<string, unknown>)[EARLY_GLOBAL] as EarlyRequests | undefined;
  if (!early || !Array.isArray(early.answers) || !token || early.token !== token) return null;
  const at = early.answers.findIndex((a) => a.path === path && sameInput(a.input, input));
  if (at < 0) return null;
  const [taken] = early.answers.splice(at, 1);
  return taken!.answer;
}

/** The early answer's data when there is one, else (or when it failed) the usual call. */
export async function adoptEarlyAnswer<T>(path: string, input: unknown, token: string | null, call: () => Promise<T>, scope: object = globalThis): Promise<T> {
  const early = takeEarlyAnswer(path, input, token, scope);
  const answer = early ? await early.catch(() => null) : null;
  return answer ? (answer.data as T) : call();
}

/** The layout worker index.html started, once (a second take gets null). */
export function takeEarlyLayoutWorker(scope: object = globalThis): Worker | null {
  const early = (scope as Record<string, unknown>)[EARLY_GLOBAL] as EarlyRequests | undefined;
  const worker = early?.layoutWorker ?? null;
  if (early) early.layoutWorker = null;
  return worker;
}
