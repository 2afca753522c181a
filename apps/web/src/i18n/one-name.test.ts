import { describe, expect, it } from 'vitest';

/** Catalogues of every language, by area. */
const catalogues = import.meta.glob<Record<string, string>>('./locales/*/{host,meal}.json', { eager: true, import: 'default' });
const message = (locale: string, area: string, id: string) => catalogues[`./locales/${locale}/${area}.json`]![id];

describe('one name for one setting (issue 38.6)', () => {
  it.each(['en', 'de', 'es', 'fr'])('%s: the session settings call the station setting what Create Session calls it', (locale) => {
    expect(message(locale, 'host', 'host.settings.mode')).toBe(message(locale, 'meal', 'meal.create.station.label'));
  });
});
