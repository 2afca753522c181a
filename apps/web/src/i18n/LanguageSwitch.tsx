import { useId, useState } from 'react';
import { LOCALES, type Locale } from './areas';
import { nativeName } from './locale';
import { chooseLanguage } from './runtime';
import { useLanguage, useT } from './use-t';
import './language-switch.css';

/**
 * The language of this device's pages: each language under its own name, so a person finds theirs
 * whatever the page speaks now. Remembered on this device; `<html lang>` follows.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const change = (locale: Locale) => {
    setBusy(true);
    chooseLanguage(locale).finally(() => setBusy(false));
  };
  return (
    <span className="language-switch">
      <label htmlFor={id} className={compact ? 'visually-hidden' : undefined}>{t('common.language.label')}</label>
      <select id={id} value={language} disabled={busy} onChange={(event) => change(event.target.value as Locale)}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {nativeName(locale)}
          </option>
        ))}
      </select>
    </span>
  );
}
