import { networkInterfaces } from 'node:os';

/** Non-internal IPv4 addresses: what a phone on the same Wi-Fi can reach. */
export function lanAddresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) out.push(a.address);
  }
  return out;
}

/**
 * The URL to put in QR codes: PUBLIC_URL when set, else the first LAN address, never localhost
 * (a phone cannot open localhost). Falls back to 127.0.0.1 only on a machine with no network.
 */
export function publicBaseUrl(publicUrl: string | undefined, port: number): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const lan = lanAddresses()[0];
  return `http://${lan ?? '127.0.0.1'}:${port}`;
}
