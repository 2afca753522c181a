import type { KitchenLinks } from '@brigade/contracts';
import { trpc } from './trpc';

/** Where phones reach this kitchen (join links, the trust page, the secure address), asked once per page. */
export function useKitchenLinks(enabled = true): KitchenLinks | undefined {
  return trpc.server.links.useQuery(undefined, { enabled, staleTime: Infinity, retry: 1 }).data;
}

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/i;

/**
 * A link another phone can open: on the kitchen's public address (never the loopback address the
 * host's own browser may use); this page's origin only while that address is not known yet and
 * this origin is not a loopback one.
 */
export function shareableUrl(path: string, links: KitchenLinks | undefined): string | null {
  if (links) return `${links.public_url}${path}`;
  const here = globalThis.location;
  return LOOPBACK.test(here.hostname) ? null : `${here.origin}${path}`;
}
