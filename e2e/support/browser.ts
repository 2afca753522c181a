import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** For scripts outside the e2e package (the benches), which cannot resolve playwright-core themselves. */
export type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/** Screenshots of every screen a test visits (gitignored; kept as CI artifacts). */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url));

export const LAPTOP = { width: 1280, height: 900 } as const;
/** The name phones reach the server by in the phone tests (mapped to loopback in Chromium). */
export const LAN_NAME = 'kitchen.lan';
export const PHONE = { width: 390, height: 844 } as const;

/** Debian's Chromium, never a downloaded one (docs/design.md, "Tooling facts"). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`],
  });
}

/** `url` (the test server's, on 127.0.0.1) as a phone on the Wi-Fi reaches it: by a LAN name, not a secure context. */
export function lanUrl(url: string): string {
  const u = new URL(url);
  u.hostname = LAN_NAME;
  return u.origin;
}

/**
 * Debian's Chromium with its own profile folder and a DevTools port, for a tool that drives the
 * browser itself (the Lighthouse bench): storage written in the profile is what that tool sees.
 */
export function launchPersistentBrowser(profile: string, debuggingPort: number): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debuggingPort}`],
  });
}

export function laptopContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: LAPTOP });
}

export function phoneContext(browser: Browser, baseURL: string, options: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, ...options });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = `${ARTIFACTS_DIR}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Resolves once the app's pathname is `path` (client-side navigations included). */
export async function waitForPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}
