import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageLanguage } from '../web-delivery';
import { mobileConfig, trustPageHtml, type TrustInfo } from './trust-page';
import { welcomePageHtml } from './welcome-page';

/** The page and the profile speak the reader's language (the `brigade_lang` cookie, else Accept-Language): caches keep them apart. */
const BY_LANGUAGE = 'accept-language, cookie';

/** The name the phone typed, without its port (only the characters a host name or address has), else null. */
export function typedHost(header: string | undefined): string | null {
  const typed = (header ?? '').replace(/:\d+$/, '');
  return /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i.test(typed) ? typed : null;
}

/** A session code from the query (six letters or digits), else null. */
export function sessionCodeOf(query: unknown): string | null {
  const code = (query as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[A-Za-z0-9]{6}$/.test(code) ? code.toUpperCase() : null;
}

/**
 * The kitchen's secure address at the name the phone used (not the LAN address the server picked),
 * on the HTTPS port (issue 35), when the kitchen CA made the certificate: it holds every LAN
 * address, localhost, <hostname>.local and BRIGADE_TLS_NAMES.
 */
export function secureAddressFor(secureUrl: string | null, host: string | null, kitchenCa: boolean): string | null {
  if (!secureUrl) return null;
  const url = new URL(secureUrl);
  // Only the kitchen CA's certificate holds every name of this machine; an operator's names only theirs.
  if (host && kitchenCa) url.hostname = host;
  return url.origin;
}

/**
 * GET /trust (the Trust this kitchen page, no login), /kitchen-ca.crt (PEM) and
 * /kitchen-ca.mobileconfig (iOS profile). Without a kitchen CA the two files lead to the page,
 * which says what this kitchen has instead. `info` is read per request (a renewal may change it).
 * The page and the profile's name are in the reader's language, as the web app's first HTML.
 */
export function trustRoutes(app: FastifyInstance, info: () => TrustInfo): void {
  const page = (html: (lang: ReturnType<typeof pageLanguage>) => string) => async (req: FastifyRequest, reply: FastifyReply) => {
    const lang = pageLanguage(req.headers);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', lang)
      .header('vary', BY_LANGUAGE)
      .send(html(lang));
  };
  // The secure link keeps the name the phone used and the session code it came with (issue 35).
  const where = (req: FastifyRequest) => {
    const { secureUrl, caCert } = info();
    return { secureOrigin: secureAddressFor(secureUrl, typedHost(req.headers.host), Boolean(caCert)), code: sessionCodeOf(req.query) };
  };
  app.get('/trust', (req, reply) => page((lang) => trustPageHtml(info(), lang, where(req)))(req, reply));
  // Where the join QR and link lead when HTTPS is on and HTTP_PORT set: works before any trust.
  app.get('/welcome', (req, reply) => page((lang) => welcomePageHtml(lang, where(req)))(req, reply));
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
