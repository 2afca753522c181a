import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LAPTOP, PHONE } from './browser';

/** The web app's catalogues: tests read the texts a page must show from them (a missing or wrong translation fails). */
const LOCALES_DIR = new URL('../../apps/web/src/i18n/locales/', import.meta.url);

export const LANGUAGES = ['en', 'de', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The translated languages (English is what the other browser tests already read). */
export const TRANSLATED = ['de', 'es', 'fr'] as const satisfies readonly Language[];
/**
 * One translated language per case, the next in turn for each case of a file (de, es, fr, de…),
 * so a file's cases cover every language between them instead of running each case three times.
 * The catalogues test already proves every language holds every message with the same
 * placeholders; a browser case proves a screen shows them. Cases where a language's word
 * lengths matter (a 390 px phone, buttons that must fit) keep running in every language.
 */
export function languagesInTurn(): () => [(typeof TRANSLATED)[number]] {
  let next = 0;
  return () => [TRANSLATED[next++ % TRANSLATED.length]!];
}
/** The phone's locale in each language's tests: its region decides clock, decimals and units. */
export const LOCALE_TAG: Record<Language, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES', fr: 'fr-FR' };

export type Messages = (id: string, values?: Record<string, unknown>) => string;

/** `t(id, values)` in `language`, rendered the way the app renders it (Lingui, the same ICU messages). */
export function messagesIn(language: Language): Messages {
  const raw: Record<string, string> = {};
  for (const file of readdirSync(new URL(`${language}/`, LOCALES_DIR))) Object.assign(raw, JSON.parse(readFileSync(new URL(`${language}/${file}`, LOCALES_DIR), 'utf8')));
  const compiled = Object.fromEntries(Object.entries(raw).map(([id, message]) => [id, compileMessageOrThrow(message)]));
  const i18n = setupI18n({ locale: language, locales: [LOCALE_TAG[language]], messages: { [language]: compiled } });
  return (id, values) => {
    if (!(id in raw)) throw new Error(`No message "${id}" in the ${language} catalogues`);
    // Element tags (<0>…</0>) are the page's markup: the text a person reads is what is inside them.
    return i18n._(id, values).replace(/<\/?\d+\/?>/g, '');
  };
}

/** A phone or laptop whose browser speaks `language` (navigator.languages and Accept-Language). */
export function contextIn(browser: Browser, baseURL: string, language: Language, kind: 'phone' | 'laptop' = 'phone'): Promise<BrowserContext> {
  const device = kind === 'phone' ? { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true } : { viewport: LAPTOP };
  return browser.newContext({ baseURL, locale: LOCALE_TAG[language], ...device });
}

/**
 * Collects the app's "Missing message" console errors (a message id shown instead of a text):
 * call the returned function at the end of a test and expect an empty list.
 */
export function watchMissingMessages(page: Page): () => string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Missing message')) missing.push(message.text());
  });
  return () => [...missing];
}

/** The catalogue areas (locales/<language>/<area>.json) a page has fetched so far, by their chunks' names (`join-<hash>.js`), sorted. */
export async function catalogueAreas(page: Page): Promise<string[]> {
  const areas = new Set(readdirSync(new URL('en/', LOCALES_DIR)).map((file) => file.replace(/\.json$/, '')));
  const names = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  const fetched = names.map((name) => /^\/assets\/([A-Za-z]+)-[\w-]{8}\.js$/.exec(name)?.[1]).filter((area): area is string => !!area && areas.has(area));
  return [...new Set(fetched)].sort();
}
