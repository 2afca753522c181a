import fastifyCompress from '@fastify/compress';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, webManifestPath, type Language } from '@brigade/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
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

/** index.html's inline script that starts a task map's calls while the app loads (apps/web/index.html). */
const EARLY_REQUESTS = /<script id="early-requests">[\s\S]*?<\/script>\s*/;
/** The task map's address: the only page the script does anything on. */
const MAP_PAGE = /^\/sessions\/[^/?]+\/dag\/?(?:\?|$)/;

const HTML_LANG = /<html lang="[^"]*"/;
/** The manifest link vite-plugin-pwa writes: the installed app's name and description in the page's language. */
const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"/;
const COOKIE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The page's language (issue 30): the one the person picked on this device (the web app's
 * `brigade_lang` cookie), else the browser's best match among Brigade's languages, else English.
 */
export function pageLanguage(headers: FastifyRequest['headers']): Language {
  const picked = COOKIE.exec(String(headers.cookie ?? ''))?.[1]?.trim();
  if (isLanguage(picked)) return picked;
  if (!headers['accept-language']) return 'en';
  const best = new Negotiator({ headers: { 'accept-language': headers['accept-language'] } }).language([...LANGUAGES]);
  return isLanguage(best) ? best : 'en';
}

/**
 * The page for this address in this language: `<html lang>` says it before any script runs (and
 * the manifest link gives the installed app's texts in it), and
 * the task map's early-requests script is left out of every other page, which would only download
 * it (the cook's phone on slow Wi-Fi pays for every byte, issue 14).
 */
export function appPageFor(page: Buffer, url: string, lang: Language = 'en'): Buffer {
  const text = page.toString('utf8');
  let out = text.replace(HTML_LANG, `<html lang="${lang}"`).replace(MANIFEST_LINK, `<link rel="manifest" href="${webManifestPath(lang)}"`);
  if (!MAP_PAGE.test(url)) out = out.replace(EARLY_REQUESTS, '');
  return out === text ? page : Buffer.from(out, 'utf8');
}

/**
 * The single-page app's index.html for `/` and every app route (/cook/ABC123, …), sent by the
 * not-found handler, which the compression hook does not wrap: brotli or gzip as the client
 * accepts. The language depends on the request's headers: caches must keep the answers apart.
 */
export async function sendAppPage(req: FastifyRequest, reply: FastifyReply, indexPath: string): Promise<FastifyReply> {
  const page = appPageFor(await readFile(indexPath), req.url, pageLanguage(req.headers));
  const accepts = String(req.headers['accept-encoding'] ?? '');
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(brotliCompressSync(page));
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(page));
  return reply.send(page);
}
