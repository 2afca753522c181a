import { lookup as dnsLookup } from 'node:dns/promises';
import { assertPublicHost, type HostLookup } from './address-guard';
import { ImportError } from './import-error';
import { fetchPinned } from './pinned-fetch';

/** What URL import may use and how far it may go. All optional; defaults are the safe ones. */
export interface UrlImportOptions {
  fetch?: typeof fetch;
  lookup?: HostLookup;
  /** Lets private and loopback addresses through (BRIGADE_IMPORT_ALLOW_PRIVATE=true). */
  allowPrivate?: boolean;
  /** For the whole import, across redirects. Default 10 000. */
  timeoutMs?: number;
  /** Largest page body read. Default 2 MB. */
  maxBytes?: number;
  /** Redirects followed before giving up. Default 3. */
  maxRedirects?: number;
}

/** A fetched page and the address it finally came from (after redirects). */
export interface FetchedPage {
  html: string;
  url: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const PAGE_TYPES = /^(?:text\/html|application\/xhtml\+xml|application\/(?:ld\+)?json|text\/plain)\b/i;

const defaultLookup: HostLookup = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * Fetches a web page for import without letting the server be turned against its own network:
 * only http(s), every hop's host checked after DNS resolution, redirects followed by hand (so
 * each target is checked too), one timeout for the whole import and a byte limit enforced while
 * the body streams in, not after.
 *
 * Without an injected `fetch`, the connection goes to the address the check approved
 * (`fetchPinned`), so a DNS server that answers public, then private (rebinding), gains nothing.
 * An injected fetch (tests, a proxy) resolves names itself.
 * @throws ImportError
 */
export async function fetchRecipePage(address: string, options: UrlImportOptions = {}): Promise<FetchedPage> {
  const lookup = options.lookup ?? defaultLookup;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 3;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);

  let url = parseWebAddress(address);
  for (let hop = 0; ; hop++) {
    const checked = options.allowPrivate ? null : await untilAborted(assertPublicHost(url, lookup), signal);
    const headers = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5', 'user-agent': 'Brigade recipe importer' };
    let response: Response;
    try {
      const request =
        options.fetch || !checked
          ? (options.fetch ?? globalThis.fetch)(url.toString(), { redirect: 'manual', signal, headers })
          : fetchPinned(url, checked[0]!, { signal, headers });
      response = await untilAborted(request, signal);
    } catch (cause) {
      if (cause instanceof ImportError) throw cause;
      throw new ImportError('unreachable', undefined, { cause });
    }
    if (REDIRECTS.has(response.status)) {
      const location = response.headers.get('location');
      discard(response);
      if (!location) throw new ImportError('http_error', `redirect without a target (${response.status})`);
      if (hop >= maxRedirects) throw new ImportError('too_many_redirects');
      url = parseWebAddress(new URL(location, url).toString());
      continue;
    }
    if (!response.ok) {
      discard(response);
      throw new ImportError('http_error', `status ${response.status}`);
    }
    const type = response.headers.get('content-type');
    if (type && !PAGE_TYPES.test(type.trim())) {
      discard(response);
      throw new ImportError('not_a_page', type.split(';')[0]);
    }
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      discard(response);
      throw new ImportError('too_large');
    }
    const bytes = await readLimited(response, maxBytes, signal);
    return { html: decode(bytes, type), url: url.toString() };
  }
}

/** Only absolute http(s) addresses; no credentials in the URL, which would leak to the site. */
function parseWebAddress(address: string): URL {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new ImportError('invalid_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImportError('invalid_url', `${url.protocol} is not allowed`);
  if (url.username || url.password) throw new ImportError('invalid_url', 'addresses with a user name are not allowed');
  return url;
}

/** Reads the body chunk by chunk and stops as soon as it passes the limit. */
async function readLimited(response: Response, maxBytes: number, signal: AbortSignal): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await untilAborted(reader.read(), signal);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new ImportError('too_large');
      chunks.push(value);
    }
  } catch (error) {
    // Not awaited: a stalled source may never confirm the cancel, and we are done with it.
    reader.cancel().catch(() => undefined);
    throw error;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** Lets go of a body we will not read; not awaited, as some streams never confirm the cancel. */
function discard(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

function decode(bytes: Uint8Array, contentType: string | null): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * Settles with `work` or rejects with a timeout once `signal` fires. A fetch honours the signal
 * itself, but an injected fetch, a DNS lookup or a body stream may not.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  const timeout = () => new ImportError('timeout');
  if (signal.aborted) return Promise.reject(timeout());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(timeout());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(signal.aborted ? timeout() : e);
      },
    );
  });
}
