import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Vite's hashed build output: a file there never changes under its name. */
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/**
 * Brotli or gzip for every text response (HTML, JS, CSS, JSON, SVG, robots.txt), whatever the
 * route: registered before the routes so that its hook wraps them all. Small bodies stay as
 * they are (compressing 300 bytes costs more than it saves).
 */
export async function compressResponses(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, globalDecompression: false, encodings: ['br', 'gzip'], threshold: 512 });
}

/**
 * Cache headers for the web app's files: hashed assets are immutable for a year; everything
 * else (index.html, the service worker, the manifest, robots.txt) is checked every time.
 */
export function webCacheControl(urlPath: string): string {
  // A precompressed file (index-AbC123xY.js.br) is cached as the file it stands for.
  return HASHED_ASSET.test(urlPath.replace(/\.(br|gz)$/, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The single-page app's index.html for an app route (/cook/ABC123, …), sent by the not-found
 * handler, which the compression hook does not wrap: brotli or gzip as the client accepts.
 */
/** index.html's inline script that starts a task map's calls while the app loads (apps/web/index.html). */
const EARLY_REQUESTS = /<script id="early-requests">[\s\S]*?<\/script>\s*/;
/** The task map's address: the only page the script does anything on. */
const MAP_PAGE = /^\/sessions\/[^/?]+\/dag\/?(?:\?|$)/;

/**
 * The page for this address: the task map's early-requests script is left out of every other page,
 * which would only download it (the cook's phone on slow Wi-Fi pays for every byte, issue 14).
 */
export function appPageFor(page: Buffer, url: string): Buffer {
  if (MAP_PAGE.test(url)) return page;
  const text = page.toString('utf8');
  const without = text.replace(EARLY_REQUESTS, '');
  return without === text ? page : Buffer.from(without, 'utf8');
}

export async function sendAppPage(req: FastifyRequest, reply: FastifyReply, indexPath: string): Promise<FastifyReply> {
  const page = appPageFor(await readFile(indexPath), req.url);
  const accepts = String(req.headers['accept-encoding'] ?? '');
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(brotliCompressSync(page));
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(page));
  return reply.send(page);
}
