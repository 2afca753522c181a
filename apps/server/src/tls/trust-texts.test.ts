import { LANGUAGES } from '@brigade/contracts';
import { describe, expect, it } from 'vitest';
import { en } from './texts/en';
import { inline, TRUST_TEXTS, type TrustTexts } from './trust-texts';

/** Every text of a catalogue with its path ('android.steps.1'), in a stable order. */
function texts(catalogue: TrustTexts): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.push([path, value]);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
  };
  walk(catalogue, '');
  return out;
}

/** What a translation must keep: its placeholders, file names and the number of bold words. */
const marks = (text: string) => ({
  placeholders: [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort(),
  code: [...text.matchAll(/`(.+?)`/g)].map((m) => m[1]).sort(),
  bold: (text.match(/\*\*/g) ?? []).length / 2,
});

describe("the trust page's catalogues", () => {
  it('every language has every text, with the same placeholders, file names and bold settings as English', () => {
    const source = texts(en);
    for (const lang of LANGUAGES) {
      const translated = texts(TRUST_TEXTS[lang]);
      expect(translated.map(([path]) => path), lang).toEqual(source.map(([path]) => path));
      for (const [i, [path, text]] of translated.entries()) {
        expect(text.trim(), `${lang} ${path}`).not.toBe('');
        expect(marks(text), `${lang} ${path}`).toEqual(marks(source[i]![1]));
        // A text the same as the English one was forgotten (the names that are the same everywhere aside).
        if (lang !== 'en' && !['android.heading'].includes(path)) expect(text, `${lang} ${path}`).not.toBe(source[i]![1]);
      }
    }
  });

  it('turns the marks into HTML and escapes the rest', () => {
    expect(inline('Open **Settings** > **General** & pick `a<b>.crt` {link}', { link: '<a href="/x">x</a>' })).toBe(
      'Open <strong>Settings</strong> &#62; <strong>General</strong> &#38; pick <code>a&#60;b&#62;.crt</code> <a href="/x">x</a>',
    );
  });
});
