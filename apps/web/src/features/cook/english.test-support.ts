import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import common from '../../i18n/locales/en/common.json';
import cook from '../../i18n/locales/en/cook.json';
import type { Translate } from '../../i18n';

/** For unit tests of helpers that take `t`: the English messages of the cook's screens, rendered as the app renders them. */
export function englishT(): Translate {
  const raw: Record<string, string> = { ...common, ...cook };
  const messages = Object.fromEntries(Object.entries(raw).map(([id, message]) => [id, compileMessageOrThrow(message)]));
  const i18n = setupI18n({ locale: 'en', locales: ['en-GB'], messages: { en: messages } });
  return ((id, values) => {
    if (!(id in raw)) throw new Error(`No message "${id}"`);
    return i18n._(id, values);
  }) as Translate;
}
