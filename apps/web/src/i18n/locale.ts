import { isLanguage, LANGUAGE_COOKIE, webManifestPath } from '@brigade/contracts';
import { SOURCE_LOCALE, type Locale } from './areas';

/** The device's own choice of language (the switch on the join page and in the header). */
const STORAGE_KEY = 'brigade.language';
const YEAR_SECONDS = 365 * 24 * 3600;

/** The region a language is formatted in when the phone names none of its own (a German phone choosing English). */
const DEFAULT_REGION: Record<Locale, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES', fr: 'fr-FR' };

export interface LocaleChoice {
  /** The catalogue's language. */
  locale: Locale;
  /** The full tag numbers, dates and units follow: the phone's own region of that language ('de-AT', 'en-US'). */
  tag: string;
}

const baseOf = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? '';

function storedChoice(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function phoneLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

/** The first of the phone's languages Brigade speaks (English when none is). */
export function preferredLocale(languages: readonly string[] = phoneLanguages()): Locale {
  for (const tag of languages) {
    const base = baseOf(tag);
    if (isLanguage(base)) return base;
  }
  return SOURCE_LOCALE;
}

/** The formatting tag for a language: the phone's own region of it when it has one. */
export function tagFor(locale: Locale, languages: readonly string[] = phoneLanguages()): string {
  const own = languages.find((tag) => baseOf(tag) === locale);
  if (!own) return DEFAULT_REGION[locale];
  try {
    return Intl.getCanonicalLocales(own)[0] ?? DEFAULT_REGION[locale];
  } catch {
    return DEFAULT_REGION[locale];
  }
}

/** The device's remembered choice, else the phone's language. */
export function initialChoice(): LocaleChoice {
  const locale = storedChoice() ?? preferredLocale();
  return { locale, tag: tagFor(locale) };
}

/** Remembers a choice on this device (and tells the server through a cookie), and sets `<html lang>`. */
export function rememberChoice(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  // The same choice for the server, so the first HTML of the next visit already has its `lang`.
  if (globalThis.document) globalThis.document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** `<html lang>`, and the manifest in that language (the service worker's page links the English one). */
export function applyDocumentLanguage(locale: Locale): void {
  if (!globalThis.document) return;
  globalThis.document.documentElement.lang = locale;
  globalThis.document.querySelector('link[rel="manifest"]')?.setAttribute('href', webManifestPath(locale));
}

/** The language's own name ('Deutsch', 'Español'): what a person looks for in a list of languages. */
export function nativeName(locale: Locale): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}
