import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { makeKitchenCa, makeServerCertificate } from '../src/tls/certificates';
import { ensureKitchenTls, watchRenewal, type KitchenTls } from '../src/tls/kitchen-tls';
import { startTestServer } from './harness';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM');
});

interface Started {
  banner: { local: string; laptop: string; publicUrl: string; trustUrl: string; https: boolean };
  dir: string;
}

/** The real command line (`brigade serve`) with `env`: resolves at its start-up banner, or with its exit. */
function brigade(env: Record<string, string>, dir = mkdtempSync(join(tmpdir(), 'brigade-https-'))) {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, 'serve'], {
    env: { ...process.env, DATABASE_PATH: join(dir, 'brigade.db'), PORT: '0', HOST: '127.0.0.1', LOG_FORMAT: 'json', INIT_CWD: '', BRIGADE_PLANNER_THREADS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const ready = new Promise<Started>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.includes('"Brigade is ready"'));
      if (line) resolve({ banner: JSON.parse(line) as Started['banner'], dir });
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
  });
  ready.catch(() => undefined); // the bad-input cases wait for the exit instead
  const exited = new Promise<{ code: number | null; err: string; out: string }>((resolve) => child.on('exit', (code) => resolve({ code, err, out })));
  return { ready, exited };
}

function get(url: string, options: { ca?: string; servername?: string; host?: string } = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string; authorized?: boolean }> {
  const secure = url.startsWith('https:');
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)(url, secure ? { ca: options.ca, servername: options.servername, rejectUnauthorized: true } : options.host ? { headers: { host: options.host } } : {}, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe("Brigade's own HTTPS", () => {
  it('BRIGADE_TLS=auto serves HTTPS with the kitchen CA, and HTTP_PORT serves the app, the welcome page, the trust page and the CA', { timeout: 60_000 }, async () => {
    const { ready } = brigade({ BRIGADE_TLS: 'auto', HTTP_PORT: '0', BRIGADE_TLS_NAMES: 'kitchen.lan' });
    const { banner, dir } = await ready;
    expect(banner.https).toBe(true);
    expect(banner.local).toMatch(/^https:\/\/localhost:\d+$/);
    // Join links: HTTPS at the LAN address (or PUBLIC_URL), never a loopback address.
    expect(banner.publicUrl).toMatch(/^https:\/\//);
    expect(banner.publicUrl).not.toMatch(/127\.0\.0\.1|localhost/);
    const port = new URL(banner.local).port;
    const httpPort = new URL(banner.trustUrl).port;
    expect(banner.trustUrl).toMatch(/^http:\/\/.+\/trust$/);

    const ca = readFileSync(join(dir, 'tls', 'kitchen-ca.crt'), 'utf8');
    // A client that trusts the kitchen CA, and nothing else, reaches it by every name it was made for.
    for (const servername of ['localhost', 'kitchen.lan']) {
      const health = await get(`https://127.0.0.1:${port}/healthz`, { ca, servername });
      expect(health).toMatchObject({ status: 200 });
      expect(JSON.parse(health.body)).toEqual({ status: 'ok', database: 'ok' });
    }
    await expect(get(`https://127.0.0.1:${port}/healthz`, { servername: 'localhost' })).rejects.toThrow(/self.signed|unable to (get|verify)/i);
    await expect(get(`https://127.0.0.1:${port}/healthz`, { ca, servername: 'elsewhere.lan' })).rejects.toThrow(/altnames|Hostname/i);

    const crt = await get(`https://127.0.0.1:${port}/kitchen-ca.crt`, { ca, servername: 'localhost' });
    expect(crt).toMatchObject({ status: 200, body: ca });
    expect(crt.headers['content-type']).toBe('application/x-x509-ca-cert');
    expect(crt.body).not.toMatch(/PRIVATE KEY/);
    const profile = await get(`https://127.0.0.1:${port}/kitchen-ca.mobileconfig`, { ca, servername: 'localhost' });
    expect(profile.headers['content-type']).toBe('application/x-apple-aspen-config');
    expect(profile.body).toContain('<string>com.apple.security.root</string>');

    // The plain-HTTP front door: the trust page and the CA without a certificate warning...
    const page = await get(`http://127.0.0.1:${httpPort}/trust`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Trust this kitchen</h1>');
    expect(page.body).toContain('href="/kitchen-ca.mobileconfig"');
    expect(await get(`http://127.0.0.1:${httpPort}/kitchen-ca.crt`)).toMatchObject({ status: 200, body: ca });
    // ...and the whole app over plain HTTP (issue 35): a phone joins before it trusts the kitchen.
    expect((await get(`http://127.0.0.1:${httpPort}/join?code=ABC123`)).status).toBe(200);
    expect((await get(`http://127.0.0.1:${httpPort}/healthz`)).status).toBe(200);
    // The host's laptop gets an address it needs no trust for (http://localhost is a secure context).
    expect(banner.laptop).toBe(`http://localhost:${httpPort}`);
    // The welcome page (where join links lead): join here, or trust first; the secure link keeps
    // the name the phone used and the session code.
    const welcome = await get(`http://127.0.0.1:${httpPort}/welcome?code=ABC123`, { host: `kitchen.lan:${httpPort}` });
    expect(welcome.status).toBe(200);
    expect(welcome.body).toContain('href="/join?code=ABC123"');
    expect(welcome.body).toContain('href="/trust?code=ABC123"');
    expect(welcome.body).toContain(`https://kitchen.lan:${port}/join?code=ABC123`);
    const trust = await get(`http://127.0.0.1:${httpPort}/trust?code=ABC123`, { host: `kitchen.lan:${httpPort}` });
    expect(trust.body).toContain(`href="https://kitchen.lan:${port}/join?code=ABC123"`);
    expect(trust.body).not.toMatch(/https:\/\/\d+\.\d+\.\d+\.\d+/);
    for (const text of ['Not Verified', 'passcode', 'Certificate Trust Settings', 'screen lock', 'Firefox for Android']) expect(trust.body).toContain(text);
  });

  it('a running server makes its certificate again when an address appears, and serves it without a restart', { timeout: 60_000 }, async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'brigade-renew-')), 'tls');
    const first = await ensureKitchenTls(dir, { names: ['localhost', '127.0.0.1'] });
    const t = await startTestServer({ tls: { key: first.key, cert: first.cert } });
    try {
      const port = new URL(t.url).port;
      expect(t.url).toMatch(/^https:/);
      await expect(get(`https://127.0.0.1:${port}/healthz`, { ca: first.caCert!, servername: 'kitchen.lan' })).rejects.toThrow(/altnames|Hostname/i);
      // The machine gets a new name (a DHCP lease, BRIGADE_TLS_NAMES): the next check renews and swaps.
      const renewed = new Promise<KitchenTls>((resolve) => {
        const stop = watchRenewal(dir, {
          names: () => ['localhost', '127.0.0.1', 'kitchen.lan'],
          intervalMs: 50,
          apply: (tls) => {
            stop();
            t.server.setCertificate(tls);
            resolve(tls);
          },
        });
      });
      expect((await renewed).caCert).toBe(first.caCert);
      expect((await get(`https://127.0.0.1:${port}/healthz`, { ca: first.caCert!, servername: 'kitchen.lan' })).status).toBe(200);
    } finally {
      await t.stop();
    }
  });

  it('serves the operator\'s own certificate (TLS_CERT_FILE, TLS_KEY_FILE)', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'brigade-own-'));
    const ca = await makeKitchenCa('their own');
    const own = await makeServerCertificate(ca, ['kitchen.example']);
    writeFileSync(join(dir, 'cert.pem'), own.cert);
    writeFileSync(join(dir, 'key.pem'), own.key);
    const { ready } = brigade({ TLS_CERT_FILE: join(dir, 'cert.pem'), TLS_KEY_FILE: join(dir, 'key.pem'), PUBLIC_URL: 'https://kitchen.example:8443' }, dir);
    const { banner } = await ready;
    expect(banner.publicUrl).toBe('https://kitchen.example:8443');
    const health = await get(`https://127.0.0.1:${new URL(banner.local).port}/healthz`, { ca: ca.cert, servername: 'kitchen.example' });
    expect(health.status).toBe(200);
    // No kitchen CA to hand out: the trust page says there is nothing to install.
    const page = await get(`https://127.0.0.1:${new URL(banner.local).port}/trust`, { ca: ca.cert, servername: 'kitchen.example' });
    expect(page.body).toContain('Nothing to install');
    expect((await get(`https://127.0.0.1:${new URL(banner.local).port}/kitchen-ca.crt`, { ca: ca.cert, servername: 'kitchen.example' })).status).toBe(302);
  });

  it('stops with one line and exit code 1 on files it cannot read or that do not match, and a CA folder it cannot write', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'brigade-bad-tls-'));
    const ca = await makeKitchenCa('k');
    const a = await makeServerCertificate(ca, ['localhost']);
    const b = await makeServerCertificate(ca, ['localhost']);
    writeFileSync(join(dir, 'a.crt'), a.cert);
    writeFileSync(join(dir, 'b.key'), b.key);
    writeFileSync(join(dir, 'tls'), 'a file where the CA folder goes');

    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ TLS_CERT_FILE: join(dir, 'missing.crt'), TLS_KEY_FILE: join(dir, 'b.key') }, /^brigade: Cannot read TLS_CERT_FILE .*missing\.crt: no such file\.\n$/],
      [{ TLS_CERT_FILE: join(dir, 'a.crt'), TLS_KEY_FILE: join(dir, 'b.key') }, /^brigade: TLS_KEY_FILE .*b\.key does not belong to the certificate in TLS_CERT_FILE .*a\.crt\.\n$/],
      [{ BRIGADE_TLS: 'auto' }, /^brigade: Cannot keep the kitchen CA in .*tls: a part of the path is a file, not a folder \(BRIGADE_TLS=auto keeps it beside the database: .*\)\.\n$/],
    ];
    for (const [env, line] of cases) {
      const { exited } = brigade(env, dir);
      const result = await exited;
      expect(result.code).toBe(1);
      expect(result.err).toMatch(line);
      expect(result.err).not.toMatch(/\n\s+at /);
    }
  });
});
