import { hostname, networkInterfaces } from 'node:os';

/** Non-internal IPv4 addresses: what a phone on the same Wi-Fi can reach. */
export function lanAddresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) out.push(a.address);
  }
  return out;
}

/** Whether `host` (what the server binds, HOST) is a loopback address only this computer reaches. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** The name phones reach this machine by: its first LAN address, else `<hostname>.local` (never a loopback address). */
export function lanHost(addresses: string[] = lanAddresses()): string {
  return addresses[0] ?? `${hostname().toLowerCase().replace(/\.local$/, '')}.local`;
}

/**
 * The URL to put in join links, QR codes and share links: PUBLIC_URL when set, else the LAN
 * address over HTTPS when Brigade serves HTTPS itself, else over HTTP; never localhost or
 * 127.0.0.1 (a phone cannot open them), whatever address the host's own browser uses.
 */
export function publicBaseUrl(publicUrl: string | undefined, port: number, secure = false, addresses?: string[]): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const scheme = secure ? 'https' : 'http';
  const standard = secure ? 443 : 80;
  return `${scheme}://${lanHost(addresses)}${port === standard ? '' : `:${port}`}`;
}

/**
 * Where a phone that does not trust the kitchen yet opens the Trust this kitchen page: on the plain
 * HTTP_PORT when there is one (no certificate warning), else beside the join links.
 */
export function trustPageUrl(base: string, httpPort: number | undefined): string {
  if (httpPort === undefined) return `${base}/trust`;
  const url = new URL(base);
  return `http://${url.hostname}${httpPort === 80 ? '' : `:${httpPort}`}/trust`;
}

/**
 * Where the join QR and link lead when Brigade serves HTTPS and HTTP_PORT is set (issue 35): the
 * plain-HTTP welcome page at the same name, which opens before the phone trusts the kitchen and
 * moves a phone that already does to HTTPS. Null otherwise (the links go to `base` itself).
 */
export function welcomeBaseUrl(base: string, httpPort: number | undefined): string | null {
  if (httpPort === undefined || !base.startsWith('https://')) return null;
  return `http://${new URL(base).hostname}${httpPort === 80 ? '' : `:${httpPort}`}`;
}
