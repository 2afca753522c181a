import { initTRPC, TRPCError } from '@trpc/server';
import type { UserRow } from '@brigade/db';
import { isStorageFull } from '@brigade/db';
import { ZodError } from 'zod';
import type { AppDeps } from './deps';
import type { Principal, RequestMeta } from './auth/principal';
import { API_TEXTS, apiTextOf, type ApiText } from '@brigade/contracts';
import { BrigadeError, fieldErrorsFromZod, fieldTextsOf, STORAGE_FULL_MESSAGE, STORAGE_FULL_STATUS, type ErrorKind } from './errors';
import { saidText } from './result-text';
import { fieldTextsFromZod } from './zod-texts';

export interface Context {
  deps: AppDeps;
  principal: Principal;
  meta: RequestMeta;
  /** The caller's token was taken away by the host: every call answers 401 with this reason. */
  revokedReason?: string | null;
}

const TRPC_CODE: Record<ErrorKind, TRPCError['code']> = {
  bad_request: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payload_too_large: 'PAYLOAD_TOO_LARGE',
  unsupported_media_type: 'UNSUPPORTED_MEDIA_TYPE',
  unprocessable: 'UNPROCESSABLE_CONTENT',
  too_many_requests: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
};

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    // Field errors travel in the spec's shape ({field: [messages]}) whichever layer found them.
    const cause = error.cause;
    const fieldErrors =
      cause instanceof BrigadeError ? cause.fieldErrors : cause instanceof ZodError ? fieldErrorsFromZod(cause) : undefined;
    // A full disk says so (507), over HTTP and WebSocket alike: the cook's phone keeps the tap to send again.
    if (isStorageFull(cause)) {
      const data = { ...shape.data, httpStatus: STORAGE_FULL_STATUS, fieldErrors: null, stack: undefined };
      return { ...shape, message: STORAGE_FULL_MESSAGE, data: { ...data, text: { code: 'server.storageFull' as const, params: {} }, fieldTexts: null } };
    }
    const message = cause instanceof ZodError ? API_TEXTS['form.fixErrors'] : shape.message;
    // Beside the English (issue 30): the codes the web app shows in the cook's language.
    const text = cause instanceof BrigadeError && cause.message === message ? cause.text : apiTextOf(message);
    // zod's own field errors get their code from the issue (too_small with its minimum, …), not from the English.
    const fieldTexts = cause instanceof ZodError && fieldErrors ? fieldTextsFromZod(cause, fieldErrors) : fieldTextsOf(fieldErrors);
    return { ...shape, message, data: { ...shape.data, fieldErrors: fieldErrors ?? null, stack: undefined, text, fieldTexts } };
  },
});

/** A service error as the tRPC error with the matching code; anything else unchanged. */
export function toTRPCError(error: unknown): unknown {
  if (error instanceof BrigadeError) return new TRPCError({ code: TRPC_CODE[error.kind], message: error.message, cause: error });
  return error;
}

/**
 * A result whose `message` (or, failed, `error`) people read, with `text` (its code and params)
 * beside it for the web app to show in the cook's language (issue 30): the code the service gave it
 * (`said`), else the code its English matches. tRPC only: REST answers keep the spec's shape.
 */
export async function withText<R extends { message?: string | null; error?: string | null }>(result: R | Promise<R>): Promise<R & { text: ApiText | null }> {
  const r = await result;
  return { ...r, text: saidText(r) ?? apiTextOf(r.message || r.error) };
}

/** Turns service errors into tRPC errors with the matching code. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof BrigadeError) throw toTRPCError(result.error.cause);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/** A revoked token (issue 12) is refused on every procedure with the host's reason. */
const refuseRevoked = t.middleware(({ ctx, next }) => {
  if (ctx.revokedReason) throw new TRPCError({ code: 'UNAUTHORIZED', message: ctx.revokedReason });
  return next();
});

export const publicProcedure = t.procedure.use(mapErrors).use(refuseRevoked);
/** Joining: a revoked token is simply ignored, so a cook taken out can always rejoin deliberately. */
export const joinProcedure = t.procedure.use(mapErrors);

/** Signed in with an account: `ctx.user` is non-null. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.principal?.kind !== 'user') throw new TRPCError({ code: 'UNAUTHORIZED', message: API_TEXTS['auth.required'] });
  return next({ ctx: { ...ctx, user: ctx.principal.user as UserRow } });
});

export const hostProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.is_host !== 1) throw new TRPCError({ code: 'FORBIDDEN', message: API_TEXTS['auth.hostsOnly'] });
  return next();
});

export const staffProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.is_staff !== 1) throw new TRPCError({ code: 'FORBIDDEN', message: API_TEXTS['auth.staffOnly'] });
  return next();
});
