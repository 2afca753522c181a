import { useLingui, Trans } from '@lingui/react';
import { useSyncExternalStore, type ReactElement } from 'react';
import type { Locale } from './areas';
import type { LocaleChoice } from './locale';
import { currentChoice, onChoiceChange } from './runtime';
import type common from './locales/en/common.json';
import type cook from './locales/en/cook.json';
import type join from './locales/en/join.json';
import type api from './locales/en/api.json';
import type apiHost from './locales/en/apiHost.json';
import type host from './locales/en/host.json';
import type hostMenu from './locales/en/hostMenu.json';
import type studio from './locales/en/studio.json';
import type meal from './locales/en/meal.json';
import type recipes from './locales/en/recipes.json';
import type account from './locales/en/account.json';

/** Every message id: the keys of the English catalogues (an unknown id does not compile). */
export type MessageId =
  | keyof typeof common
  | keyof typeof cook
  | keyof typeof join
  | keyof typeof api
  | keyof typeof apiHost
  | keyof typeof host
  | keyof typeof hostMenu
  | keyof typeof meal
  | keyof typeof studio
  | keyof typeof recipes
  | keyof typeof account;
export type MessageValues = Record<string, string | number | Date | null | undefined>;
/** `t(id, values)`: a message of the active language. Pass it to plain functions that build texts. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The active language's messages; the component renders again when the language changes. */
export function useT(): Translate {
  return useLingui()._ as Translate;
}

/** The active language and the tag its numbers and dates follow. */
export function useLocale(): LocaleChoice {
  return useSyncExternalStore(onChoiceChange, currentChoice, currentChoice);
}

export const useLanguage = (): Locale => useLocale().locale;

/**
 * A message with elements inside: `<0>` … `</0>` in the message are the components given by number,
 * e.g. message 'Open <0>the trust page</0> first.' with `components={{ 0: <a href="/trust" /> }}`.
 */
export function T({ id, values, components }: { id: MessageId; values?: MessageValues; components?: Record<string, ReactElement> }) {
  return <Trans id={id} values={values} components={components} />;
}
