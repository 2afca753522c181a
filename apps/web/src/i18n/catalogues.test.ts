import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS, HOST_API_CODES, LOCALES, SOURCE_LOCALE } from './areas';

type Catalogue = Record<string, string>;

/** The area an id belongs in: its first word, except the server texts only hosts and staff meet. */
function areaOf(id: string): string {
  const [area, group] = id.split('.');
  return area === 'api' && (HOST_API_CODES as readonly string[]).includes(group ?? '') ? 'apiHost' : area!;
}
const read = (locale: string, area: string): Catalogue => JSON.parse(readFileSync(new URL(`./locales/${locale}/${area}.json`, import.meta.url), 'utf8'));

/** A compiled message is a list of tokens: text, or a placeholder `[name, format?, branches?]` whose branches are messages. */
type Token = string | [string, string?, Record<string, Token[] | string>?];
/** The placeholders and element tags a message uses: a translation must use the same ones. */
function slotsOf(message: string): string[] {
  const slots = new Set<string>();
  const visit = (tokens: Token[] | string) => {
    for (const token of typeof tokens === 'string' ? [tokens] : tokens) {
      if (typeof token === 'string') {
        for (const [, tag] of token.matchAll(/<\/?(\d+)\/?>/g)) slots.add(`<${tag}>`);
        continue;
      }
      slots.add(token[0]);
      for (const branch of Object.values(token[2] ?? {})) if (typeof branch === 'string' || Array.isArray(branch)) visit(branch);
    }
  };
  visit(compileMessageOrThrow(message) as Token[] | string);
  return [...slots].sort();
}

describe.each(AREAS)('the %s catalogues', (area) => {
  const source = read(SOURCE_LOCALE, area);

  it('name every id after their area', () => {
    expect(Object.keys(source).filter((id) => areaOf(id) !== area)).toEqual([]);
  });

  it.each(LOCALES)('%s has every English id and no other, with the same placeholders, all valid messages', (locale) => {
    const catalogue = read(locale, area);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(source).sort());
    for (const [id, message] of Object.entries(catalogue)) {
      expect(message.trim(), id).not.toBe('');
      expect({ id, slots: slotsOf(message) }).toEqual({ id, slots: slotsOf(source[id]!) });
    }
  });
});

describe('the catalogue checks', () => {
  it('notice a lost placeholder, a lost element and a broken message', () => {
    expect(slotsOf('{name} needs help with <0>{task}</0>')).toEqual(['<0>', 'name', 'task']);
    expect(slotsOf('{count, plural, one {# task} other {# tasks for {name}}}')).toEqual(['count', 'name']);
    expect(slotsOf('braucht Hilfe')).toEqual([]);
    expect(() => slotsOf('{count, plural, one {x}')).toThrow();
  });
});
