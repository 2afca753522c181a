import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/**
 * A minimal fetch that connects to an address checked beforehand instead of resolving the name
 * again, so DNS cannot answer "public" to the check and "private" to the connection (rebinding).
 * The URL's host name still goes in the Host header and TLS verification (SNI, certificate).
 */
export function fetchPinned(url: URL, to: ResolvedAddress, init: { signal?: AbortSignal; headers?: Record<string, string> } = {}): Promise<Response> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as unknown as (e: null, list: ResolvedAddress[]) => void)(null, [to]);
    else callback(null, to.address, to.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Response>((resolve, reject) => {
    const req = send(url, { method: 'GET', headers: init.headers, lookup, signal: init.signal }, (res: IncomingMessage) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
        else if (value !== undefined) headers.set(name, value);
      }
      const status = res.statusCode ?? 502;
      const empty = status === 204 || status === 304 || status < 200;
      if (empty) res.resume();
      resolve(new Response(empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), { status: Math.max(200, status), headers }));
    });
    req.on('error', reject);
    req.end();
  });
}
