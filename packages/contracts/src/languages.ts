/** The languages Brigade speaks (issue 30): English is the source, the others complete translations. */
export const LANGUAGES = ['en', 'de', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie the web app sets when someone picks a language: the server's first HTML follows it. */
export const LANGUAGE_COOKIE = 'brigade_lang';

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The web app's manifest in a language (its name and description as the phone's home screen and
 * install prompt show them): the build writes one per language, the first HTML and the app link it.
 */
export const webManifestPath = (lang: Language): string => (lang === 'en' ? '/manifest.webmanifest' : `/manifest-${lang}.webmanifest`);
