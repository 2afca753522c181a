import { useEffect } from 'react';
import { useT } from '../i18n';

/**
 * Sets `document.title` to 'Brigade - <page>' (spec 01 §2: titles carry the product name); `page`
 * is the screen's name in the page's language, so the title follows the language switch.
 */
export function usePageTitle(page: string): void {
  const t = useT();
  const title = t('common.pageTitle', { page });
  useEffect(() => {
    globalThis.document.title = title;
  }, [title]);
}
