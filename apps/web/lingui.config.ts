import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';
import { AREAS, LOCALES, SOURCE_LOCALE } from './src/i18n/areas';

/**
 * The catalogues (src/i18n/locales/<language>/<area>.json, flat `{id: ICU message}`), compiled at
 * build time by @lingui/vite-plugin when a page imports one with `?lingui`: phones get compiled
 * messages and no message parser. Messages are written by hand (ids are explicit, no extraction).
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: AREAS.map((area) => ({ path: `<rootDir>/src/i18n/locales/{locale}/${area}`, include: [] })),
  format: formatter({ style: 'minimal' }),
});
