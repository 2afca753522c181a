import { readEnv, serve, type BrigadeServer } from '@brigade/server';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { WEB_DIST } from './server';

/**
 * Phones reach the kitchen by a LAN name, not localhost (issue 25): Chromium resolves
 * `kitchen.lan` to this machine (`--host-resolver-rules`), so its pages have the security a phone's
 * have (plain HTTP is not a secure context there; HTTPS only with a certificate it trusts).
 */
export const LAN_NAME = 'kitchen.lan';

export interface LanKitchen {
  server: BrigadeServer;
  /** The server's folder (its database, and the kitchen CA under tls/ with BRIGADE_TLS=auto). */
  dir: string;
  port: number;
  /** The plain-HTTP front door's port (HTTP_PORT), when there is one. */
  httpPort: number | null;
  /** The address a phone opens: http(s)://kitchen.lan:port. */
  phoneUrl: string;
  /** The kitchen CA's PEM (BRIGADE_TLS=auto). */
  caPem: string | null;
  stop(): Promise<void>;
}

/** The real `brigade serve` in this process, configured by environment variables as an operator would. */
export async function startLanKitchen(env: Record<string, string> = {}): Promise<LanKitchen> {
  const dir = mkdtempSync(join(tmpdir(), 'brigade-lan-'));
  const server = await serve(
    readEnv({
      DATABASE_PATH: join(dir, 'brigade.db'),
      PORT: '0',
      HOST: '127.0.0.1',
      BRIGADE_WEB_DIST: WEB_DIST,
      LOG_LEVEL: 'silent',
      BRIGADE_REGISTER_RATE_LIMIT: '0',
      BRIGADE_LOGIN_RATE_LIMIT: '0',
      BRIGADE_PLANNER_THREADS: '1',
      ...env,
    }),
  );
  const port = Number(new URL(await localUrl(server)).port);
  const tls = env.BRIGADE_TLS === 'auto';
  return {
    server,
    dir,
    port,
    httpPort: server.httpUrl ? Number(new URL(server.httpUrl).port) : null,
    phoneUrl: `${tls ? 'https' : 'http'}://${LAN_NAME}:${port}`,
    caPem: tls ? readFileSync(join(dir, 'tls', 'kitchen-ca.crt'), 'utf8') : null,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function localUrl(server: BrigadeServer): Promise<string> {
  const addr = server.app.server.address();
  if (!addr || typeof addr !== 'object') throw new Error('the server is not listening');
  return `http://127.0.0.1:${addr.port}`;
}

/**
 * Debian's Chromium as a phone on the kitchen Wi-Fi: `kitchen.lan` resolves to this machine and,
 * with `trustCa`, the kitchen CA is trusted as on a phone that installed it (Chromium's NSS store
 * under a HOME of its own, filled with certutil from libnss3-tools).
 */
export async function launchLanBrowser(options: { trustCa?: string } = {}): Promise<{ browser: Browser; close(): Promise<void> }> {
  const home = mkdtempSync(join(tmpdir(), 'brigade-phone-home-'));
  if (options.trustCa) {
    const nssdb = join(home, '.pki', 'nssdb');
    mkdirSync(nssdb, { recursive: true });
    writeFileSync(join(home, 'kitchen-ca.pem'), options.trustCa);
    execFileSync('certutil', ['-d', `sql:${nssdb}`, '-N', '--empty-password']);
    execFileSync('certutil', ['-d', `sql:${nssdb}`, '-A', '-t', 'C,,', '-n', 'kitchen-ca', '-i', join(home, 'kitchen-ca.pem')]);
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    env: { ...process.env, HOME: home },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`,
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** The REST adapter over HTTPS, trusting only the kitchen CA (test set-up, as support/api.ts does over HTTP). */
export function httpsRestClient(baseUrl: string, ca: string) {
  return function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        `${baseUrl}/api${path}`,
        { method, ca, servername: 'localhost', headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Token ${token}` } : {}) } },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => {
            if ((res.statusCode ?? 500) >= 300) reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`));
            else resolve((text ? JSON.parse(text) : null) as T);
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  };
}
