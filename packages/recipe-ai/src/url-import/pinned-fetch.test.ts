import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPinned } from './pinned-fetch';

let server: Server;
let port: number;
const seen: Array<{ host?: string; path?: string }> = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ host: req.headers.host, path: req.url });
    if (req.url === '/moved') {
      res.writeHead(302, { location: '/page' });
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<h1>Soup</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchPinned', () => {
  it('connects to the checked address, whatever the name would resolve to, and keeps the Host', async () => {
    // `recipes.invalid` resolves nowhere: only the pinned address can have answered.
    const res = await fetchPinned(new URL(`http://recipes.invalid:${port}/page`), { address: '127.0.0.1', family: 4 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('<h1>Soup</h1>');
    expect(seen.at(-1)).toEqual({ host: `recipes.invalid:${port}`, path: '/page' });
  });

  it('hands redirects back to the caller instead of following them', async () => {
    const res = await fetchPinned(new URL(`http://recipes.invalid:${port}/moved`), { address: '127.0.0.1', family: 4 });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/page');
  });
});
