import { i18n, type Messages } from '@lingui/core';
import { GROUPS, type Area, type Group, type Locale } from './areas';
import { applyDocumentLanguage, initialChoice, rememberChoice, tagFor, type LocaleChoice } from './locale';

/**
 * Each catalogue file is its own chunk, compiled at build time (lingui.config.ts): a phone fetches
 * only its language's files, and only the areas its screen needs.
 */
const CATALOGUES = import.meta.glob<{ messages: Messages }>('./locales/*/*.json', { query: '?lingui' });

const loaded = new Map<string, Promise<void>>();
/** The catalogues already in (`de/cook`), for screens that render at once when their messages are there. */
const ready = new Set<string>();
const wantedGroups = new Set<Group>();
// Known before any screen asks for its messages (the cook's screens start loading as the app's modules evaluate).
let choice: LocaleChoice = initialChoice();
const listeners = new Set<() => void>();

function loadArea(locale: Locale, area: Area): Promise<void> {
  const key = `${locale}/${area}`;
  let pending = loaded.get(key);
  if (!pending) {
    const importer = CATALOGUES[`./locales/${key}.json`];
    if (!importer) return Promise.reject(new Error(`No catalogue ${key}`));
    pending = importer().then(
      ({ messages }) => {
        i18n.load(locale, messages);
        ready.add(key);
      },
      (error: unknown) => {
        loaded.delete(key);
        throw error;
      },
    );
    loaded.set(key, pending);
  }
  return pending;
}

/** Loads a group of areas in the active language (and remembers it is needed if the language changes). */
export function loadGroup(group: Group, locale: Locale = choice.locale): Promise<void> {
  wantedGroups.add(group);
  return Promise.all(GROUPS[group].map((area) => loadArea(locale, area))).then(() => undefined);
}

/** Whether a group's messages are in, in the active language. */
export const groupLoaded = (group: Group): boolean => GROUPS[group].every((area) => ready.has(`${choice.locale}/${area}`));

// A message that is not in the catalogue shows its id on the page: say so where tests look.
i18n.on('missing', ({ locale, id }) => console.error(`Missing message "${id}" (${locale})`));

/** Starts the app's language: the device's choice or the phone's, with the catalogues of the opened screen. */
export async function startLanguage(group: Group): Promise<void> {
  applyDocumentLanguage(choice.locale);
  await loadGroup(group);
  i18n.activate(choice.locale, [choice.tag]);
}

/** The switch: loads what the current screens need in the new language, then shows it everywhere. */
export async function chooseLanguage(locale: Locale): Promise<void> {
  rememberChoice(locale);
  await Promise.all([...wantedGroups].map((group) => loadGroup(group, locale)));
  choice = { locale, tag: tagFor(locale) };
  applyDocumentLanguage(locale);
  i18n.activate(locale, [choice.tag]);
  for (const listener of listeners) listener();
}

export const currentChoice = (): LocaleChoice => choice;

export function onChoiceChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export { i18n };
