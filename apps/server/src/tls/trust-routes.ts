import Fastify, { type FastifyInstance } from 'fastify';
import { pageLanguage } from '../web-delivery';
import { mobileConfig, trustPageHtml, type TrustInfo } from './trust-page';

/** The page and the profile speak the reader's language (the `brigade_lang` cookie, else Accept-Language): caches keep them apart. */
const BY_LANGUAGE = 'accept-language, cookie';

/** Paths a phone may open before it trusts the kitchen: the page and the CA (also on HTTP_PORT). */
export const TRUST_PATHS = ['/trust', '/kitchen-ca.crt', '/kitchen-ca.mobileconfig'] as const;

/**
 * GET /trust (the Trust this kitchen page, no login), /kitchen-ca.crt (PEM) and
 * /kitchen-ca.mobileconfig (iOS profile). Without a kitchen CA the two files lead to the page,
 * which says what this kitchen has instead. `info` is read per request (a renewal may change it).
 * The page and the profile's name are in the reader's language, as the web app's first HTML.
 */
export function trustRoutes(app: FastifyInstance, info: () => TrustInfo): void {
  app.get('/trust', async (req, reply) => {
    const lang = pageLanguage(req.headers);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', lang)
      .header('vary', BY_LANGUAGE)
      .send(trustPageHtml(info(), lang));
  });
  app.get('/kitchen-ca.crt', async (_req, reply) => {
    const ca = info().caCert;
    if (!ca) return reply.redirect('/trust');
    return reply
      .type('application/x-x509-ca-cert')
      .header('content-disposition', 'attachment; filename="brigade-kitchen-ca.crt"')
      .header('cache-control', 'no-cache')
      .send(ca);
  });
  app.get('/kitchen-ca.mobileconfig', async (req, reply) => {
    const ca = info().caCert;
    if (!ca) return reply.redirect('/trust');
    return reply
      .type('application/x-apple-aspen-config')
      .header('content-disposition', 'attachment; filename="brigade-kitchen.mobileconfig"')
      .header('cache-control', 'no-cache')
      .header('vary', BY_LANGUAGE)
      .send(mobileConfig(ca, pageLanguage(req.headers)));
  });
}

/**
 * HTTP_PORT: plain HTTP for a phone that typed the address. The trust page and the CA are served
 * here (a phone that does not trust the kitchen yet can get them without a warning); everything
 * else is redirected to the same path on the HTTPS port, at the host name the phone used.
 */
export async function httpFrontDoor(info: () => TrustInfo, httpsPort: () => number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, forceCloseConnections: true, routerOptions: { ignoreTrailingSlash: true } });
  trustRoutes(app, info);
  app.setNotFoundHandler((req, reply) => {
    // The name the phone typed, without its port (only the characters a host name or address has).
    const typed = (req.headers.host ?? '').replace(/:\d+$/, '');
    const host = /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i.test(typed) ? typed : '127.0.0.1';
    const port = httpsPort();
    return reply.redirect(`https://${host}${port === 443 ? '' : `:${port}`}${req.url}`, req.method === 'GET' || req.method === 'HEAD' ? 301 : 308);
  });
  return app;
}
