import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OperatorError } from '../commands/errors';
import { certificateNames, makeKitchenCa, makeServerCertificate, MAX_SERVER_CERT_DAYS, renewalReason } from './certificates';
import { CA_CERT_FILE, CA_KEY_FILE, ensureKitchenTls, kitchenNames, readOwnCertificate, SERVER_CERT_FILE, SERVER_KEY_FILE } from './kitchen-tls';

const DAY = 86_400_000;
const names = ['192.168.1.20', 'localhost', '127.0.0.1', 'kitchen.local', 'kitchen.home'];
const days = (cert: X509Certificate) => (Date.parse(cert.validTo) - Date.parse(cert.validFrom)) / DAY;
const folder = () => mkdtempSync(join(tmpdir(), 'brigade-tls-'));

describe('the kitchen certificates', () => {
  it('makes a CA that may sign servers only, and a server certificate for every name, within 825 days', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const ca = await makeKitchenCa('kitchen', now);
    const caCert = new X509Certificate(ca.cert);
    expect(caCert.ca).toBe(true);
    expect(caCert.subject).toContain('CN=Brigade kitchen CA (kitchen)');

    const server = await makeServerCertificate(ca, names, now);
    const cert = new X509Certificate(server.cert);
    expect(cert.ca).toBe(false);
    expect(cert.verify(caCert.publicKey)).toBe(true);
    expect(cert.checkIssued(caCert)).toBe(true);
    expect(cert.subjectAltName).toBe('IP Address:192.168.1.20, DNS:localhost, IP Address:127.0.0.1, DNS:kitchen.local, DNS:kitchen.home');
    expect(certificateNames(server.cert)).toEqual(names);
    expect(cert.checkHost('kitchen.home')).toBe('kitchen.home');
    expect(cert.checkIP('192.168.1.20')).toBe('192.168.1.20');
    expect(cert.checkIP('192.168.1.21')).toBeUndefined();
    expect(days(cert)).toBeLessThanOrEqual(MAX_SERVER_CERT_DAYS);
    expect(Date.parse(cert.validFrom)).toBeLessThanOrEqual(now.getTime());
    expect(cert.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']); // serverAuth
  });

  it('says when a server certificate must be made again', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const ca = await makeKitchenCa('kitchen', now);
    const server = await makeServerCertificate(ca, names, now);
    expect(renewalReason(server.cert, ca.cert, names, now)).toBeNull();
    expect(renewalReason(server.cert, ca.cert, names.slice(1), now)).toBeNull();
    expect(renewalReason(server.cert, ca.cert, ['192.168.1.77', ...names.slice(1)], now)).toMatch(/addresses changed \(192\.168\.1\.77/);
    expect(renewalReason(server.cert, ca.cert, names, new Date(now.getTime() + 780 * DAY))).toBe('it expires soon');
    const other = await makeKitchenCa('other', now);
    expect(renewalReason(server.cert, other.cert, names, now)).toBe('it was signed by another CA');
  });

  it('keeps the CA beside the database, the keys for the owner only, and renews when an address changes or near expiry', async () => {
    const dir = join(folder(), 'tls');
    const now = new Date('2026-11-26T12:00:00Z');
    const first = await ensureKitchenTls(dir, { names, now });
    expect(first.renewed).toBe('there was none');
    expect(statSync(join(dir, CA_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, SERVER_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(first.caCert).toBe(readFileSync(join(dir, CA_CERT_FILE), 'utf8'));

    const again = await ensureKitchenTls(dir, { names, now });
    expect(again.renewed).toBeNull();
    expect(again.cert).toBe(first.cert);

    const moved = await ensureKitchenTls(dir, { names: ['10.0.0.5', ...names.slice(1)], now });
    expect(moved.renewed).toMatch(/addresses changed/);
    expect(moved.caCert).toBe(first.caCert); // phones keep trusting the same CA
    expect(certificateNames(moved.cert)).toContain('10.0.0.5');
    expect(new X509Certificate(readFileSync(join(dir, SERVER_CERT_FILE), 'utf8')).checkIP('10.0.0.5')).toBe('10.0.0.5');

    const later = new Date(now.getTime() + 790 * DAY);
    const renewed = await ensureKitchenTls(dir, { names: ['10.0.0.5', ...names.slice(1)], now: later });
    expect(renewed.renewed).toBe('it expires soon');
    expect(Date.parse(new X509Certificate(renewed.cert).validTo)).toBeGreaterThan(later.getTime() + 700 * DAY);
  });

  it('names every address of the machine, localhost, <hostname>.local and the extra names once each', () => {
    const list = kitchenNames(['Kitchen.Home', 'localhost'], ['192.168.1.20', '10.0.0.2']);
    expect(list.slice(0, 4)).toEqual(['192.168.1.20', '10.0.0.2', 'localhost', '127.0.0.1']);
    expect(list.some((n) => n.endsWith('.local'))).toBe(true);
    expect(list.at(-1)).toBe('kitchen.home');
    expect(list.filter((n) => n === 'localhost')).toHaveLength(1);
  });

  it('refuses a CA folder it cannot write, and certificate files that are missing or do not match, with one line', async () => {
    const parent = folder();
    writeFileSync(join(parent, 'tls'), 'a file where the folder should be');
    await expect(ensureKitchenTls(join(parent, 'tls'), { names })).rejects.toThrow(OperatorError);
    await expect(ensureKitchenTls(join(parent, 'tls'), { names })).rejects.toThrow(/^Cannot keep the kitchen CA in .*tls: a part of the path is a file/);

    const dir = folder();
    const ca = await makeKitchenCa('k');
    const a = await makeServerCertificate(ca, ['localhost']);
    const b = await makeServerCertificate(ca, ['localhost']);
    writeFileSync(join(dir, 'a.crt'), a.cert);
    writeFileSync(join(dir, 'b.key'), b.key);
    writeFileSync(join(dir, 'a.key'), a.key);
    expect(readOwnCertificate(join(dir, 'a.crt'), join(dir, 'a.key')).mode).toBe('files');
    expect(() => readOwnCertificate(join(dir, 'a.crt'), join(dir, 'b.key'))).toThrow(/^TLS_KEY_FILE .*b\.key does not belong to the certificate in TLS_CERT_FILE/);
    expect(() => readOwnCertificate(join(dir, 'missing.crt'), join(dir, 'a.key'))).toThrow(/^Cannot read TLS_CERT_FILE .*missing\.crt: no such file\.$/);
    expect(() => readOwnCertificate(join(dir, 'a.key'), join(dir, 'a.key'))).toThrow(/is not a PEM certificate/);
    expect(() => readOwnCertificate(join(dir, 'a.crt'), join(dir, 'a.crt'))).toThrow(/is not a PEM private key/);
  });
});
