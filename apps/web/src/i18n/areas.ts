import { LANGUAGES, type Language } from '@brigade/contracts';

/** The languages Brigade speaks (the server's list too); English is the source of every message. */
export const LOCALES = LANGUAGES;
export type Locale = Language;
export const SOURCE_LOCALE: Locale = 'en';

/**
 * The catalogue of each language is split by area (ids start with the area: `cook.task.done`).
 * Each of a cook's screens loads only its own areas: the join page `common`, `join` and `api`;
 * the skills page `cook` and `join` too (the skills' and kitchen words); the cook page `common`,
 * `cook` and `api`. Every other screen loads them all. `hostMenu` holds the user menu's host
 * entries: the menu loads it for a host on a cook's screen (a host cooking). The server's texts
 * (`api.<code>`) are split the same way: `apiHost` holds the codes only hosts and staff meet
 * (accounts, kitchens, recipes, the studio, imports, the plan's settings), under the same `api.` ids.
 */
export const HOST_API_CODES = ['auth', 'import', 'recipe', 'studio', 'kitchen', 'plan', 'groups'] as const;
export const AREAS = ['common', 'cook', 'join', 'api', 'apiHost', 'host', 'hostMenu', 'meal', 'studio', 'recipes', 'account'] as const;
export type Area = (typeof AREAS)[number];
export const GROUPS = {
  join: ['common', 'join', 'api'],
  skills: ['common', 'cook', 'join', 'api'],
  cook: ['common', 'cook', 'api'],
  hostMenu: ['hostMenu'],
  app: AREAS,
} as const satisfies Record<string, readonly Area[]>;
export type Group = keyof typeof GROUPS;
