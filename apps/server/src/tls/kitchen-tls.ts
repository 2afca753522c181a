import { X509Certificate, createPrivateKey } from 'node:crypto';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { OperatorError } from '../commands/errors';
import { lanAddresses } from '../lan';

/**
 * Brigade's own HTTPS: a certificate and key of the operator's (TLS_CERT_FILE, TLS_KEY_FILE), or
 * with BRIGADE_TLS=auto a kitchen CA kept beside the database and a server certificate it signs
 * for every address of the machine (renewed before it expires and when the addresses change).
 */
export interface KitchenTls {
  mode: 'files' | 'auto';
  key: string;
  cert: string;
  /** The kitchen CA's certificate (auto only): served at /kitchen-ca.crt for phones to trust. */
  caCert: string | null;
  /** The folder of the kitchen CA (auto only). */
  dir: string | null;
}

export const CA_CERT_FILE = 'kitchen-ca.crt';
export const CA_KEY_FILE = 'kitchen-ca.key';
export const SERVER_CERT_FILE = 'server.crt';
export const SERVER_KEY_FILE = 'server.key';

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOENT: 'no such file',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder',
  ENOSPC: 'no space left on the device',
};

function reason(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  return (code && REASONS[code]) ?? code ?? (error as Error).message;
}

/** TLS_CERT_FILE and TLS_KEY_FILE, checked: readable, PEM, and the key belongs to the certificate. */
export function readOwnCertificate(certFile: string, keyFile: string): KitchenTls {
  const read = (file: string, variable: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new OperatorError(`Cannot read ${variable} ${file}: ${reason(error)}.`);
    }
  };
  const cert = read(certFile, 'TLS_CERT_FILE');
  const key = read(keyFile, 'TLS_KEY_FILE');
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(cert);
  } catch {
    throw new OperatorError(`TLS_CERT_FILE ${certFile} is not a PEM certificate (-----BEGIN CERTIFICATE-----).`);
  }
  let privateKey: ReturnType<typeof createPrivateKey>;
  try {
    privateKey = createPrivateKey(key);
  } catch {
    throw new OperatorError(`TLS_KEY_FILE ${keyFile} is not a PEM private key (or it needs a passphrase).`);
  }
  if (!x509.checkPrivateKey(privateKey)) {
    throw new OperatorError(`TLS_KEY_FILE ${keyFile} does not belong to the certificate in TLS_CERT_FILE ${certFile}.`);
  }
  return { mode: 'files', key, cert, caCert: null, dir: null };
}

/** Every name a phone may reach this machine by: LAN addresses, localhost, <hostname>.local and BRIGADE_TLS_NAMES. */
export function kitchenNames(extra: string[] = [], addresses: string[] = lanAddresses()): string[] {
  const host = hostname().toLowerCase().replace(/\.local$/, '');
  const names = [...addresses, 'localhost', '127.0.0.1', ...(host && host !== 'localhost' ? [`${host}.local`] : []), ...extra];
  return [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
}

function caFolderError(dir: string, error: unknown): OperatorError {
  return new OperatorError(
    `Cannot keep the kitchen CA in ${dir}: ${reason(error)} (BRIGADE_TLS=auto keeps it beside the database: make that folder writable or set DATABASE_PATH).`,
  );
}

/** Writes a file whole or not at all (a crash mid-write leaves the old one); keys readable by the owner only. */
function writeAtomically(path: string, text: string, secret: boolean): void {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, text, { mode: secret ? 0o600 : 0o644 });
  if (secret) chmodSync(temp, 0o600);
  renameSync(temp, path);
}

export interface EnsureOptions {
  names: string[];
  now?: Date;
  /** Told why a certificate was made (first start, renewal). */
  log?: (message: string) => void;
}

/**
 * BRIGADE_TLS=auto: the kitchen CA in `dir` (made on first start) and a server certificate for
 * `names`, made again when it lacks one of them or expires within RENEW_BEFORE_DAYS.
 */
export async function ensureKitchenTls(dir: string, options: EnsureOptions): Promise<KitchenTls & { renewed: string | null }> {
  const { makeKitchenCa, makeServerCertificate, renewalReason } = await import('./certificates');
  const now = options.now ?? new Date();
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    throw caFolderError(dir, error);
  }
  const at = (file: string) => join(dir, file);
  try {
    let ca: { cert: string; key: string };
    if (existsSync(at(CA_CERT_FILE)) && existsSync(at(CA_KEY_FILE))) {
      ca = { cert: readFileSync(at(CA_CERT_FILE), 'utf8'), key: readFileSync(at(CA_KEY_FILE), 'utf8') };
    } else {
      ca = await makeKitchenCa(hostname(), now);
      writeAtomically(at(CA_KEY_FILE), ca.key, true);
      writeAtomically(at(CA_CERT_FILE), ca.cert, false);
      options.log?.(`Made a kitchen CA in ${at(CA_CERT_FILE)}: phones trust it once (the Trust this kitchen page).`);
    }
    const haveServer = existsSync(at(SERVER_CERT_FILE)) && existsSync(at(SERVER_KEY_FILE));
    const why = haveServer ? renewalReason(readFileSync(at(SERVER_CERT_FILE), 'utf8'), ca.cert, options.names, now) : 'there was none';
    if (why) {
      const server = await makeServerCertificate(ca, options.names, now);
      writeAtomically(at(SERVER_KEY_FILE), server.key, true);
      writeAtomically(at(SERVER_CERT_FILE), server.cert, false);
      options.log?.(`Made the kitchen's HTTPS certificate for ${options.names.join(', ')} (${why}).`);
    }
    return { mode: 'auto', key: readFileSync(at(SERVER_KEY_FILE), 'utf8'), cert: readFileSync(at(SERVER_CERT_FILE), 'utf8'), caCert: ca.cert, dir, renewed: why };
  } catch (error) {
    if (error instanceof OperatorError) throw error;
    if ((error as { syscall?: string } | null)?.syscall) throw caFolderError(dir, error);
    throw error;
  }
}

/** How often a running server checks its addresses and the certificate's expiry (auto mode). */
export const RENEWAL_CHECK_MS = 60_000;

/**
 * Auto mode, while the server runs: every `intervalMs` the machine's names are read again and the
 * certificate made anew when they changed or it nears its end; `apply` swaps it into the listener.
 */
export function watchRenewal(dir: string, options: { names: () => string[]; apply: (tls: KitchenTls) => void; intervalMs?: number; log?: (message: string) => void; warn?: (message: string) => void }): () => void {
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const tls = await ensureKitchenTls(dir, { names: options.names(), log: options.log });
      if (tls.renewed) options.apply(tls);
    } catch (error) {
      options.warn?.(`Could not renew the kitchen's HTTPS certificate: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void check(), options.intervalMs ?? RENEWAL_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
