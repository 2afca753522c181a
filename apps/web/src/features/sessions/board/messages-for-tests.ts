import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Translate } from '../../../i18n';

/**
 * Unit tests' `t` in one language, from its catalogues (read with import.meta.glob, compiled the way
 * the build does): plain helpers that take `t` are tested with the real messages.
 */
const FILES = import.meta.glob<Record<string, string>>('../../../i18n/locales/*/*.json', { eager: true, import: 'default' });

export function messagesFor(locale: 'en' | 'de' | 'es' | 'fr'): Translate {
  const messages: Record<string, ReturnType<typeof compileMessageOrThrow>> = {};
  for (const [path, catalogue] of Object.entries(FILES)) {
    if (!path.includes(`/locales/${locale}/`)) continue;
    for (const [id, message] of Object.entries(catalogue)) messages[id] = compileMessageOrThrow(message);
  }
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return ((id, values) => i18n._(id, values)) as Translate;
}
