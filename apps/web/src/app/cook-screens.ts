/**
 * The cook's screens (spec 01 §2): the phone path, which loads only the cook's chunks and each
 * screen only its own messages (its catalogue group of the same name, i18n/areas.ts).
 */
export const COOK_PATHS = {
  cook: /^\/cook\/[^/]+\/?$/,
  join: /^\/join\/?$/,
  skills: /^\/skills\/[^/]+\/?$/,
} as const;

export type CookScreen = keyof typeof COOK_PATHS;

/** The cook's screen at `pathname`, or null for any other page. */
export function cookScreenAt(pathname: string): CookScreen | null {
  for (const [screen, path] of Object.entries(COOK_PATHS) as Array<[CookScreen, RegExp]>) if (path.test(pathname)) return screen;
  return null;
}
