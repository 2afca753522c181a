import { LANGUAGES, type Language } from '@brigade/contracts';

/** The languages Brigade speaks (the server's list too); English is the source of every message. */
export const LOCALES = LANGUAGES;
export type Locale = Language;
export const SOURCE_LOCALE: Locale = 'en';

/**
 * The catalogue of each language is split by area (ids start with the area: `cook.join.title`).
 * A cook's phone loads the `cook` group only; every other page loads them all. The server's texts
 * (`api.<code>`) are split the same way: `apiHost` holds the codes only hosts and staff meet
 * (accounts, kitchens, recipes, the studio, imports, the plan's settings), under the same `api.` ids.
 */
export const HOST_API_CODES = ['auth', 'import', 'recipe', 'studio', 'kitchen', 'plan', 'groups'] as const;
export const AREAS = ['common', 'cook', 'api', 'apiHost', 'host', 'meal', 'studio', 'recipes', 'account'] as const;
export type Area = (typeof AREAS)[number];
export const GROUPS = {
  cook: ['common', 'cook', 'api'],
  app: AREAS,
} as const satisfies Record<string, readonly Area[]>;
export type Group = keyof typeof GROUPS;
