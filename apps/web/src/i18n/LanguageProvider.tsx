import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from './runtime';

/** Gives every screen the active language (started by `startLanguage` before the first render). */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
