import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeKitchenCa } from '../src/tls/certificates';
import type { TrustInfo } from '../src/tls/trust-page';
import { startTestServer, type TestServer } from './harness';

/**
 * The Trust this kitchen page and the app's manifest in the reader's language (issue 30): the
 * `brigade_lang` cookie (the language picked in the app), else Accept-Language, else English.
 */

/** What a reader of each language sees: the page's heading (the web app's link to it reads the same), and words of its steps. */
const PAGE = {
  en: { h1: 'Trust this kitchen', android: 'Install anyway', iphone: 'Certificate Trust Settings', ready: 'Nothing to install', plain: 'This kitchen runs without HTTPS', profile: 'Brigade kitchen' },
  de: { h1: 'Dieser Küche vertrauen', android: 'Trotzdem installieren', iphone: 'Zertifikatsvertrauenseinstellungen', ready: 'Nichts zu installieren', plain: 'Diese Küche läuft ohne HTTPS', profile: 'Brigade-Küche' },
  es: { h1: 'Confiar en esta cocina', android: 'Instalar de todas formas', iphone: 'Ajustes de confianza de certificados', ready: 'No hay nada que instalar', plain: 'Esta cocina funciona sin HTTPS', profile: 'Cocina Brigade' },
  fr: { h1: 'Faire confiance à cette cuisine', android: 'Installer quand même', iphone: 'Réglages des certificats', ready: 'Rien à installer', plain: 'Cette cuisine fonctionne sans HTTPS', profile: 'Cuisine Brigade' },
} as const;
type Lang = keyof typeof PAGE;
const LANGS = Object.keys(PAGE) as Lang[];
/** A browser in each language, and one whose languages Brigade does not speak. */
const ACCEPT: Record<Lang, string> = { en: 'en-US,en;q=0.9', de: 'de-AT,de;q=0.9,en;q=0.5', es: 'es-MX,es;q=0.9', fr: 'fr-CA,fr;q=0.8,en;q=0.3' };

const web = mkdtempSync(join(tmpdir(), 'brigade-web-manifests-'));
let caCert: string;
let info: TrustInfo = { caCert: null, secureUrl: null };
let t: TestServer;
beforeAll(async () => {
  caCert = (await makeKitchenCa('languages')).cert;
  // The build's page and its manifests (vite-plugin-pwa links the English one).
  mkdirSync(web, { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="en"><head><link rel="manifest" href="/manifest.webmanifest"></head><div id="root"></div>');
  writeFileSync(join(web, 'manifest.webmanifest'), JSON.stringify({ name: 'Brigade', lang: 'en' }));
  for (const lang of ['de', 'es', 'fr']) writeFileSync(join(web, `manifest-${lang}.webmanifest`), JSON.stringify({ name: 'Brigade', lang }));
  t = await startTestServer({ webDist: web, trust: () => info });
});
afterAll(async () => {
  await t?.stop();
  rmSync(web, { recursive: true, force: true });
});

async function trustPage(headers: Record<string, string>) {
  const res = await fetch(`${t.url}/trust`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('vary')).toMatch(/accept-language/i);
  expect(res.headers.get('vary')).toMatch(/cookie/i);
  // Soft hyphens (long German setting names break at their joints) are not part of the words.
  const body = (await res.text()).replaceAll('\u00ad', '');
  return { body, lang: /<html lang="([^"]*)"/.exec(body)?.[1], h1: /<h1>(.*?)<\/h1>/.exec(body)?.[1], contentLanguage: res.headers.get('content-language') };
}

describe('/trust in the reader’s language', () => {
  it('by the brigade_lang cookie, which wins over Accept-Language', async () => {
    info = { caCert, secureUrl: 'https://kitchen.lan:3443' };
    for (const lang of LANGS) {
      const other = lang === 'fr' ? ACCEPT.de : ACCEPT.fr;
      const page = await trustPage({ cookie: `theme=dark; brigade_lang=${lang}`, 'accept-language': other });
      expect([page.lang, page.h1, page.contentLanguage], lang).toEqual([lang, PAGE[lang].h1, lang]);
      expect(page.body, lang).toContain(`<title>${PAGE[lang].h1} - Brigade</title>`);
      expect(page.body, lang).toContain(PAGE[lang].android);
      expect(page.body, lang).toContain(PAGE[lang].iphone);
      // The profile's name as iOS lists it, the one the iPhone steps say to tap.
      expect(page.body, lang).toContain(`<strong>${PAGE[lang].profile}</strong>`);
      // The secure address (at the name this page was opened by, issue 35) and the downloads are there in every language.
      expect(page.body, lang).toContain(`href="https://${new URL(t.url).hostname}:3443/join"`);
      expect(page.body, lang).toContain('href="/kitchen-ca.mobileconfig"');
      expect(page.body, lang).toContain('<code>brigade-kitchen-ca.crt</code>');
    }
  });

  it('by Accept-Language without the cookie, else English (an unknown cookie is ignored)', async () => {
    info = { caCert, secureUrl: null };
    for (const lang of LANGS) {
      const page = await trustPage({ 'accept-language': ACCEPT[lang] });
      expect([page.lang, page.h1], lang).toEqual([lang, PAGE[lang].h1]);
    }
    expect((await trustPage({ 'accept-language': 'ja-JP,ja;q=0.9' })).lang).toBe('en');
    expect((await trustPage({})).lang).toBe('en');
    expect((await trustPage({ cookie: 'brigade_lang=xx', 'accept-language': 'es' })).lang).toBe('es');
    // Not a word of the English steps is left on a translated page.
    for (const lang of ['de', 'es', 'fr'] as const) {
      const { body } = await trustPage({ cookie: `brigade_lang=${lang}` });
      for (const english of ['Download the', 'Settings', 'Tap the', 'Install anyway', 'Open this page', 'Back to joining']) expect(body, `${lang}: ${english}`).not.toContain(english);
    }
  });

  it('says there is nothing to install, or that the kitchen runs without HTTPS, in the reader’s language', async () => {
    for (const lang of LANGS) {
      info = { caCert: null, secureUrl: 'https://kitchen.example' };
      const ready = await trustPage({ cookie: `brigade_lang=${lang}` });
      expect(ready.body, lang).toContain(PAGE[lang].ready);
      expect(ready.body, lang).not.toContain('/kitchen-ca.crt');
      info = { caCert: null, secureUrl: null };
      const plain = await trustPage({ 'accept-language': ACCEPT[lang] });
      expect(plain.body, lang).toContain(PAGE[lang].plain);
    }
  });

  it('the iOS profile carries the name the steps give, in the same language', async () => {
    info = { caCert, secureUrl: null };
    for (const lang of LANGS) {
      const res = await fetch(`${t.url}/kitchen-ca.mobileconfig`, { headers: { cookie: `brigade_lang=${lang}` } });
      expect(res.headers.get('content-type')).toBe('application/x-apple-aspen-config');
      expect(res.headers.get('vary')).toMatch(/accept-language/i);
      const profile = await res.text();
      expect(profile, lang).toContain(`<key>PayloadDisplayName</key>\n  <string>${PAGE[lang].profile}</string>`);
      expect(profile, lang).toContain('<string>com.apple.security.root</string>');
    }
  });
});

describe('the app’s manifest in the reader’s language', () => {
  /** The manifest the first HTML links, and what that address serves. */
  async function linkedManifest(path: string, headers: Record<string, string>) {
    const res = await fetch(`${t.url}${path}`, { headers });
    expect(res.headers.get('vary')).toMatch(/accept-language/i);
    const href = /<link rel="manifest" href="([^"]*)"/.exec(await res.text())?.[1];
    const manifest = await fetch(`${t.url}${href}`);
    expect(manifest.status, href).toBe(200);
    return { href, lang: ((await manifest.json()) as { lang: string }).lang };
  }

  it('the first HTML links the manifest of the cookie’s language, else Accept-Language’s, else the English one', async () => {
    for (const lang of LANGS) {
      const href = lang === 'en' ? '/manifest.webmanifest' : `/manifest-${lang}.webmanifest`;
      for (const path of ['/', '/join', '/cook/ABC123']) {
        expect(await linkedManifest(path, { cookie: `brigade_lang=${lang}`, 'accept-language': lang === 'de' ? ACCEPT.es : ACCEPT.de }), `${lang} ${path}`).toEqual({ href, lang });
        expect(await linkedManifest(path, { 'accept-language': ACCEPT[lang] }), `${lang} ${path}`).toEqual({ href, lang });
      }
    }
    expect(await linkedManifest('/', { 'accept-language': 'ja' })).toEqual({ href: '/manifest.webmanifest', lang: 'en' });
    // The service worker's fallback page is the build's file as it is (the app links the right manifest when it starts).
    expect(await (await fetch(`${t.url}/index.html`)).text()).toContain('href="/manifest.webmanifest"');
  });
});
