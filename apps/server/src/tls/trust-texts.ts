import type { Language } from '@brigade/contracts';
import { de } from './texts/de';
import { en } from './texts/en';
import { es } from './texts/es';
import { fr } from './texts/fr';
import type { TrustTexts } from './texts/shape';

export type { TrustTexts } from './texts/shape';

export const TRUST_TEXTS: Record<Language, TrustTexts> = { en, de, es, fr };

const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A catalogue text as HTML: escaped, with its `**bold**`, `` `code` `` and `{name}` placeholders filled. */
export function inline(text: string, values: Record<string, string> = {}): string {
  return escapeText(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/`(.+?)`/g, '<code>$1</code>')
    .replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
