import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, publicBaseUrl, trustPageUrl, welcomeBaseUrl } from './lan';

describe('the addresses put in join links, QR codes and share links', () => {
  it('are PUBLIC_URL, else the LAN address over HTTPS when Brigade serves it, else over HTTP; never a loopback address', () => {
    expect(publicBaseUrl('https://kitchen.example:8443/', 3000, true, ['192.168.1.20'])).toBe('https://kitchen.example:8443');
    expect(publicBaseUrl(undefined, 3000, true, ['192.168.1.20', '10.0.0.2'])).toBe('https://192.168.1.20:3000');
    expect(publicBaseUrl(undefined, 443, true, ['192.168.1.20'])).toBe('https://192.168.1.20');
    expect(publicBaseUrl(undefined, 3000, false, ['192.168.1.20'])).toBe('http://192.168.1.20:3000');
    // A machine with no network yet: its mDNS name, which phones resolve once it is on the Wi-Fi.
    const noNetwork = publicBaseUrl(undefined, 3000, true, []);
    expect(noNetwork).toBe(`https://${hostname().toLowerCase().replace(/\.local$/, '')}.local:3000`);
    expect(noNetwork).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('put the trust page on HTTP_PORT when there is one (no certificate warning before the phone trusts the kitchen)', () => {
    expect(trustPageUrl('https://192.168.1.20:3000', 8080)).toBe('http://192.168.1.20:8080/trust');
    expect(trustPageUrl('https://192.168.1.20:3000', 80)).toBe('http://192.168.1.20/trust');
    expect(trustPageUrl('https://192.168.1.20:3000', undefined)).toBe('https://192.168.1.20:3000/trust');
  });
});

describe('welcomeBaseUrl (issue 35)', () => {
  it('leads join links to plain HTTP at the same name when HTTPS has HTTP_PORT, else nowhere', () => {
    expect(welcomeBaseUrl('https://192.168.1.20:3443', 3000)).toBe('http://192.168.1.20:3000');
    expect(welcomeBaseUrl('https://kitchen.lan', 80)).toBe('http://kitchen.lan');
    expect(welcomeBaseUrl('https://192.168.1.20:3443', undefined)).toBeNull();
    expect(welcomeBaseUrl('http://192.168.1.20:3000', 3001)).toBeNull();
  });
});

describe('isLoopbackHost (issue 38.7: HOST=127.0.0.1 is out of the phones\' reach)', () => {
  it('knows the loopback names and addresses, and nothing else', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'kitchen.local', '10.0.0.127']) expect(isLoopbackHost(host), host).toBe(false);
  });
});
