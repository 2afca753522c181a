// @peculiar/x509 resolves its parts through tsyringe, which needs the Reflect metadata API first.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { X509Certificate, webcrypto } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * The kitchen's certificates, made in-process (no `openssl` at run time): a CA the phones trust
 * once, and a server certificate it signs for every address the kitchen is reached at.
 * Keys are ECDSA P-256 (every phone and browser in use accepts them; small and quick to make).
 */
x509.cryptoProvider.set(webcrypto as unknown as ReturnType<typeof x509.cryptoProvider.get>);

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY_MS = 86_400_000;

/** iOS and macOS refuse locally trusted server certificates valid for longer (Apple, HT210176). */
export const MAX_SERVER_CERT_DAYS = 825;
/** The server certificate is made for this long; renewed when fewer than RENEW_BEFORE_DAYS are left. */
export const SERVER_CERT_DAYS = 800;
export const RENEW_BEFORE_DAYS = 30;
/** The kitchen CA lasts ten years: phones install it once. */
export const CA_DAYS = 3650;

export interface PemPair {
  cert: string;
  key: string;
}

function pem(label: string, der: ArrayBuffer): string {
  const body = Buffer.from(der).toString('base64').replace(/.{64}/g, '$&\n').replace(/\n?$/, '\n');
  return `-----BEGIN ${label}-----\n${body}-----END ${label}-----\n`;
}

function derOf(text: string): Buffer {
  return Buffer.from(text.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');
}

async function newKeys(): Promise<webcrypto.CryptoKeyPair> {
  return (await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
}

async function exportKey(keys: webcrypto.CryptoKeyPair): Promise<string> {
  return pem('PRIVATE KEY', await webcrypto.subtle.exportKey('pkcs8', keys.privateKey as webcrypto.CryptoKey));
}

/** A positive random serial (RFC 5280: at most 20 octets; the first bit clear keeps it positive). */
function serial(): string {
  const bytes = webcrypto.getRandomValues(new Uint8Array(16));
  bytes[0] = bytes[0]! & 0x7f;
  return Buffer.from(bytes).toString('hex');
}

/** A new kitchen CA: `CN=Brigade kitchen CA (<label>)`, CA_DAYS long, allowed to sign server certificates only. */
export async function makeKitchenCa(label: string, now = new Date()): Promise<PemPair> {
  const keys = await newKeys();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: [{ CN: [`Brigade kitchen CA (${label})`] }, { O: ['Brigade'] }],
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + CA_DAYS * DAY_MS),
    keys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { cert: cert.toString('pem') + '\n', key: await exportKey(keys) };
}

/** A server certificate signed by `ca` for `names` (DNS names and IP addresses), SERVER_CERT_DAYS long. */
export async function makeServerCertificate(ca: PemPair, names: string[], now = new Date()): Promise<PemPair> {
  if (names.length === 0) throw new Error('A server certificate needs at least one name');
  const keys = await newKeys();
  const caCert = new x509.X509Certificate(ca.cert);
  const caKey = await webcrypto.subtle.importKey('pkcs8', derOf(ca.key), ALGORITHM, false, ['sign']);
  const first = names.find((n) => !isIP(n)) ?? names[0]!;
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: [{ CN: [first] }, { O: ['Brigade'] }],
    issuer: caCert.subject,
    notBefore: new Date(now.getTime() - DAY_MS),
    notAfter: new Date(now.getTime() + SERVER_CERT_DAYS * DAY_MS - DAY_MS),
    publicKey: keys.publicKey,
    signingKey: caKey as unknown as x509.X509CertificateCreateWithKeyParams['signingKey'],
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(names.map((value) => ({ type: isIP(value) ? ('ip' as const) : ('dns' as const), value }))),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(caCert.publicKey),
    ],
  });
  return { cert: cert.toString('pem') + '\n', key: await exportKey(keys) };
}

/** The DNS names and IP addresses a certificate is valid for (lower case, in its order). */
export function certificateNames(certPem: string): string[] {
  const san = new X509Certificate(certPem).subjectAltName ?? '';
  return san
    .split(/,\s*/)
    .map((entry) => entry.replace(/^(DNS|IP Address):/, '').trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Why a server certificate must be made again, or null when it still fits: it expires within
 * RENEW_BEFORE_DAYS, is not yet valid, lacks one of `names`, or was not signed by `caPem`.
 */
export function renewalReason(certPem: string, caPem: string, names: string[], now = new Date()): string | null {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(certPem);
  } catch {
    return 'the certificate file is not readable';
  }
  if (!cert.verify(new X509Certificate(caPem).publicKey)) return 'it was signed by another CA';
  const left = Date.parse(cert.validTo) - now.getTime();
  if (left < RENEW_BEFORE_DAYS * DAY_MS) return 'it expires soon';
  if (Date.parse(cert.validFrom) > now.getTime()) return 'it is not valid yet';
  const has = new Set(certificateNames(certPem));
  const missing = names.filter((n) => !has.has(n.toLowerCase()));
  if (missing.length > 0) return `the addresses changed (${missing.join(', ')} not in it)`;
  return null;
}

/** The SHA-256 fingerprint of a certificate, as phones and browsers show it (AA:BB:...). */
export function fingerprint(certPem: string): string {
  return new X509Certificate(certPem).fingerprint256;
}

/** The certificate's DER bytes (what an iOS profile carries). */
export function certificateDer(certPem: string): Buffer {
  return new X509Certificate(certPem).raw;
}
