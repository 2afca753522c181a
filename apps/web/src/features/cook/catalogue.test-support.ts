import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import enCommon from '../../i18n/locales/en/common.json';
import enCook from '../../i18n/locales/en/cook.json';
import deCommon from '../../i18n/locales/de/common.json';
import deCook from '../../i18n/locales/de/cook.json';
import frCommon from '../../i18n/locales/fr/common.json';
import frCook from '../../i18n/locales/fr/cook.json';
import type { Translate } from '../../i18n';

const CATALOGUES = { en: { ...enCommon, ...enCook }, de: { ...deCommon, ...deCook }, fr: { ...frCommon, ...frCook } } as const;

/** For unit tests of helpers that take `t`: the cook screens' messages of a language, rendered as the app renders them. */
export function catalogueT(language: keyof typeof CATALOGUES): Translate {
  const raw: Record<string, string> = CATALOGUES[language];
  const messages = Object.fromEntries(Object.entries(raw).map(([id, message]) => [id, compileMessageOrThrow(message)]));
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  return ((id, values) => {
    if (!(id in raw)) throw new Error(`No message "${id}"`);
    return i18n._(id, values);
  }) as Translate;
}

export const englishT = (): Translate => catalogueT('en');
