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
export async function sendAppPage(req: FastifyRequest, reply: FastifyReply, indexPath: string): Promise<FastifyReply> {
  const page = await readFile(indexPath);
  const accepts = String(req.headers['accept-encoding'] ?? '');
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(brotliCompressSync(page));
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(page));
  return reply.send(page);
}
