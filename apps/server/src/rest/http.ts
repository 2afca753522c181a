import { API_TEXTS } from '@brigade/contracts';
import { authService, BrigadeError, HTTP_STATUS, STORAGE_FULL_MESSAGE, STORAGE_FULL_STATUS, type AppDeps, type Principal } from '@brigade/api';
import { isStorageFull } from '@brigade/db';
import type { UserRow } from '@brigade/db';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
  }
}

/** Resolves `Authorization: Token <token>` once per request. */
export function attachPrincipal(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('principal', null);
  app.addHook('preHandler', async (req) => {
    const { principal, revokedReason } = await authService.authenticateWithReason(deps, authService.tokenFromHeader(req.headers.authorization));
    // A token the host took away is refused with the reason (issue 12), so the cook's page can say it.
    // Joining ignores it: a cook taken out can always rejoin deliberately.
    if (revokedReason && !/\/join\/?$/.test(req.routeOptions.url ?? '')) throw new BrigadeError('unauthorized', revokedReason);
    req.principal = principal;
  });
}

export function requireUser(req: FastifyRequest): UserRow {
  if (req.principal?.kind !== 'user') throw new BrigadeError('unauthorized', API_TEXTS['auth.required']);
  return req.principal.user;
}

export function requireHost(req: FastifyRequest): UserRow {
  const user = requireUser(req);
  if (user.is_host !== 1) throw new BrigadeError('forbidden', API_TEXTS['auth.hostsOnly']);
  return user;
}

export function requireStaff(req: FastifyRequest): UserRow {
  const user = requireUser(req);
  if (user.is_staff !== 1) throw new BrigadeError('forbidden', API_TEXTS['auth.staffOnly']);
  return user;
}

/** Numeric path parameter, or a 404 (a non-number id names nothing). */
export function idParam(req: FastifyRequest, name: string, what: string): number {
  const raw = (req.params as Record<string, string>)[name];
  const n = Number(raw);
  if (!raw || !Number.isSafeInteger(n) || n <= 0) throw new BrigadeError('not_found', `${what} not found`);
  return n;
}

/**
 * REST error shapes of the spec: field errors as `{field: [messages]}`, anything else as
 * `{error: message}`. Client mistakes found by Fastify itself (bad JSON, wrong content type)
 * answer 4xx the same way, never 500.
 */
export function sendError(error: FastifyError | Error, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof BrigadeError) {
    const status = HTTP_STATUS[error.kind];
    return reply.status(status).send(error.fieldErrors ?? { error: error.message, detail: error.message });
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    const message = (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Invalid JSON in request body.' : error.message;
    return reply.status(status).send({ error: message, detail: message });
  }
  // Logged once when the disk filled up (create-server.ts), not once per refused request.
  if (isStorageFull(error)) return reply.status(STORAGE_FULL_STATUS).send({ error: STORAGE_FULL_MESSAGE, detail: STORAGE_FULL_MESSAGE });
  req.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ error: API_TEXTS['server.error'] });
}

/**
 * The JSON body, or `{}` when none was sent. An explicit `null`, array or string is passed on as
 * it is, so validation answers 400 'Expected a JSON object.' instead of treating it as empty.
 */
export function bodyOf(req: FastifyRequest): unknown {
  return req.body === undefined ? {} : req.body;
}

/**
 * Many HTTP clients send `content-type: application/json` on a POST or DELETE without a body
 * (start, end, logout, DELETE kitchen...). An empty JSON body means "no body" here, like no
 * content type at all; anything else must be valid JSON (400 'Invalid JSON in request body.').
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('Invalid JSON in request body.'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
      done(error, undefined);
    }
  });
}
