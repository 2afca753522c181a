import ipaddr from 'ipaddr.js';
import { ImportError } from './import-error';

/** Resolves a host name to every address it has, like `dns.promises.lookup(host, {all: true})`. */
export type HostLookup = (host: string) => Promise<Array<{ address: string; family: number }>>;

/**
 * Whether an address is on the public internet. Only ipaddr.js's `unicast` range passes, so
 * loopback, private (10/8, 172.16/12, 192.168/16), link-local (169.254/16 with the cloud
 * metadata address, fe80::/10), unique-local fc00::/7, unspecified, carrier-grade NAT,
 * multicast, reserved and the IPv6 ranges that embed an IPv4 address are all refused. An
 * IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'unicast';
}

/** `localhost` and its subdomains never leave the machine, whatever DNS says. */
function isLocalName(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === 'localhost.localdomain';
}

/**
 * Refuses a URL whose host is, or resolves to, a non-public address. The check runs on the
 * resolved addresses, not the name, so a public-looking name pointing at 127.0.0.1 is refused;
 * every address must be public, because the connection may use any of them.
 * @returns the checked addresses, for a connection that must use one of them.
 * @throws ImportError `blocked_address` or `unreachable`.
 */
export async function assertPublicHost(url: URL, lookup: HostLookup): Promise<Array<{ address: string; family: number }>> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isLocalName(host)) throw new ImportError('blocked_address');
  if (ipaddr.isValid(host)) {
    if (!isPublicAddress(host)) throw new ImportError('blocked_address');
    return [{ address: host, family: host.includes(':') ? 6 : 4 }];
  }
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = await lookup(host);
  } catch (cause) {
    throw new ImportError('unreachable', `could not find ${host}`, { cause });
  }
  if (addresses.length === 0) throw new ImportError('unreachable', `could not find ${host}`);
  if (!addresses.every((a) => isPublicAddress(a.address))) throw new ImportError('blocked_address');
  return addresses;
}
