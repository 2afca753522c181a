import { dirname, join } from 'node:path';
import { fromLaunchDir, type Env } from '../env';
import { publicBaseUrl, trustPageUrl, welcomeBaseUrl } from '../lan';
import { ensureKitchenTls, kitchenNames, readOwnCertificate, type KitchenTls } from './kitchen-tls';

/** Where BRIGADE_TLS=auto keeps the kitchen CA: a `tls` folder beside the database. */
export function kitchenCaDir(databasePath: string): string {
  return join(dirname(databasePath), 'tls');
}

/**
 * The HTTPS the environment asks for: the operator's files, the kitchen CA (auto), or none.
 * Problems the operator can fix are OperatorErrors (one line, exit code 1).
 */
export async function resolveTls(env: Env, databasePath: string, log: (message: string) => void): Promise<KitchenTls | null> {
  if (env.TLS_CERT_FILE && env.TLS_KEY_FILE) return readOwnCertificate(fromLaunchDir(env.TLS_CERT_FILE), fromLaunchDir(env.TLS_KEY_FILE));
  if (env.BRIGADE_TLS === 'auto') return ensureKitchenTls(kitchenCaDir(databasePath), { names: kitchenNames(env.BRIGADE_TLS_NAMES), log });
  return null;
}

/** Join links, the trust page's address and the secure address, for the port actually listened on. */
export function kitchenLinks(env: Env, port: number, tls: KitchenTls | null, httpPort: number | undefined = env.HTTP_PORT) {
  const publicUrl = publicBaseUrl(env.PUBLIC_URL, port, Boolean(tls));
  const secureUrl = publicUrl.startsWith('https://') ? publicUrl : null;
  const welcomeUrl = tls ? welcomeBaseUrl(publicUrl, httpPort) : null;
  return { publicUrl, links: { trustUrl: trustPageUrl(publicUrl, httpPort), secureUrl, kitchenCa: Boolean(tls?.caCert), welcomeUrl } };
}
