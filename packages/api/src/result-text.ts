import type { ApiText } from '@brigade/contracts';

/**
 * A result's code, kept beside the spec's answer without being part of it: a hidden (symbol,
 * not enumerable) property that JSON and spreads leave out, so REST answers stay exactly the
 * spec's while tRPC's `withText` sends it as `text`.
 */
const TEXT = Symbol('text');

/** `result`, carrying the code and params its `message` was written from (issue 30). */
export function said<R extends object>(result: R, text: ApiText): R {
  return Object.defineProperty(result, TEXT, { value: text, enumerable: false });
}

/** The code a service gave its result with `said`, if any. */
export function saidText(result: object): ApiText | undefined {
  return (result as { [TEXT]?: ApiText })[TEXT];
}
