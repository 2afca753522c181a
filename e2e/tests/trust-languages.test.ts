import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/axe';
import { screenshot } from '../support/browser';
import { contextIn, messagesIn } from '../support/i18n';
import { LAN_NAME, launchLanBrowser, startLanKitchen, type LanKitchen } from '../support/kitchen-lan';

/**
 * Issue 30: a German cook's phone on the kitchen Wi-Fi (BRIGADE_TLS=auto, the kitchen CA trusted,
 * HTTP_PORT for the trust page's QR code) reads the Trust this kitchen page and installs the app
 * in German; a language picked in the app is followed on the plain-HTTP trust page too.
 */
let kitchen: LanKitchen;
let lan: Awaited<ReturnType<typeof launchLanBrowser>>;
let context: BrowserContext;
beforeAll(async () => {
  kitchen = await startLanKitchen({ BRIGADE_TLS: 'auto', BRIGADE_TLS_NAMES: LAN_NAME, HTTP_PORT: '0' });
  lan = await launchLanBrowser({ trustCa: kitchen.caPem! });
  context = await contextIn(lan.browser, kitchen.phoneUrl, 'de');
});
afterAll(async () => {
  await context?.close().catch(() => undefined);
  await lan?.close();
  await kitchen?.stop();
});

/** The manifest the page links now, as the browser reads it. */
async function linkedManifest(page: Page): Promise<{ href: string | null; lang: string; description: string }> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  return { href, ...(await page.evaluate(async (url) => (await (await fetch(url!)).json()) as { lang: string; description: string }, href)) };
}

const GERMAN_MANIFEST = { href: '/manifest-de.webmanifest', lang: 'de', description: 'Gemeinsam kochen: Tritt mit einem 6-stelligen Code bei und hol dir deine nächste Aufgabe.' };

describe('a phone in German', () => {
  it('installs the app in German, also from the page the service worker keeps', async () => {
    const page = await context.newPage();
    await page.goto('/join');
    await page.getByRole('heading', { level: 1, name: messagesIn('de')('join.title') }).waitFor();
    expect(await linkedManifest(page)).toMatchObject(GERMAN_MANIFEST);
    // Offline, the service worker answers with the build's page (which links the English manifest): the app links the German one.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: messagesIn('de')('join.title') }).waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(GERMAN_MANIFEST.href);
    await context.setOffline(false);
    await page.close();
  });

  it('opens Trust this kitchen from the join page and by its QR code (HTTP_PORT) in German: accessible, steps in the words of German phones', async () => {
    const page = await context.newPage();
    await page.goto('/join');
    const link = page.getByRole('link', { name: 'Dieser Küche vertrauen' });
    await link.click();
    const heading = page.getByRole('heading', { level: 1, name: 'Dieser Küche vertrauen' });
    await heading.waitFor();
    expect(page.url()).toBe(`${kitchen.phoneUrl}/trust`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.title()).toBe('Dieser Küche vertrauen - Brigade');

    // The trust page's QR code: the plain-HTTP address, no certificate needed.
    await page.goto(`http://${LAN_NAME}:${kitchen.httpPort}/trust`);
    await heading.waitFor();
    for (const name of ['Android', 'iPhone und iPad', 'Laptops und Tablets', 'Prüfe, ob es das Zertifikat dieser Küche ist']) await page.getByRole('heading', { level: 2, name }).waitFor();
    await page.getByRole('link', { name: 'Zertifikat der Küche herunterladen' }).waitFor();
    await page.getByRole('link', { name: 'Profil der Küche herunterladen' }).waitFor();
    const steps = (await page.locator('main').innerText()).replaceAll('\u00ad', '');
    for (const words of ['Trotzdem installieren', 'VPN und Geräteverwaltung', 'Zertifikatsvertrauenseinstellungen', 'Brigade-Küche']) expect(steps).toContain(words);
    // The profile the iPhone steps name is the one the phone downloads.
    const profile = await page.evaluate(() => fetch('/kitchen-ca.mobileconfig').then((r) => r.text()));
    expect(profile).toContain('<string>Brigade-Küche</string>');
    // German's long words (Zertifikatsvertrauenseinstellungen) stay inside the phone's width.
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('section li, section p')].filter((line) => {
        const text = document.createRange();
        text.selectNodeContents(line);
        const section = line.closest('section')!;
        return text.getBoundingClientRect().right > section.getBoundingClientRect().right - parseFloat(getComputedStyle(section).paddingRight) + 0.5;
      }).map((line) => line.textContent),
    );
    expect(outside).toEqual([]);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'trust-de');
    await page.close();
  });

  it('follows the language picked in the app (its cookie) on the HTTP trust page too', async () => {
    const page = await context.newPage();
    await page.goto('/join');
    // The switch at the top of the join page (the header has the same one).
    await page.getByLabel(messagesIn('de')('common.language.label')).first().selectOption('fr');
    await page.getByRole('heading', { level: 1, name: messagesIn('fr')('join.title') }).waitFor();
    await expect.poll(() => page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest-fr.webmanifest');
    expect((await linkedManifest(page)).lang).toBe('fr');
    await page.goto(`http://${LAN_NAME}:${kitchen.httpPort}/trust`);
    await page.getByRole('heading', { level: 1, name: 'Faire confiance à cette cuisine' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'trust-fr');
    await page.close();
  });
});
