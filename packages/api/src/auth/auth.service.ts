import { loginInput, MESSAGES, registerInput, type AuthResult, type User } from '@brigade/contracts';
import { authSessions, isUniqueViolation, participants, users, type UserRow } from '@brigade/db';
import { iso } from '../clock';
import type { AppDeps } from '../deps';
import type { Principal, RequestMeta } from './principal';
import { BrigadeError, parseInput } from '../errors';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { generateToken, hashToken, SESSION_LIFETIME_MS, SESSION_REFRESH_MS } from './tokens';

export function toUser(row: UserRow): User {
  return { id: row.id, username: row.username, email: row.email, is_host: row.is_host === 1, is_staff: row.is_staff === 1 };
}

/** Issues a new token for an account or an anonymous cook; only its hash is stored. */
export async function issueToken(deps: AppDeps, owner: { userId: number } | { participantId: number }): Promise<string> {
  const token = generateToken();
  const now = deps.wallNow();
  await authSessions.insertAuthSession(deps.db, {
    id: hashToken(token),
    user_id: 'userId' in owner ? owner.userId : null,
    participant_id: 'participantId' in owner ? owner.participantId : null,
    expires_at: now + SESSION_LIFETIME_MS,
    created_at: iso(now),
  });
  return token;
}

/**
 * Registers an account. The first account on a fresh server becomes staff (and host), so the
 * person who installed Brigade can use every screen at once.
 */
export async function register(deps: AppDeps, raw: unknown, meta: RequestMeta): Promise<AuthResult> {
  deps.limits.registrations.check(meta.ip);
  deps.limits.registrations.record(meta.ip);
  const input = parseInput(registerInput, raw);
  if (await users.findUserByUsername(deps.db, input.username)) {
    throw BrigadeError.invalid({ username: [MESSAGES.usernameTaken] });
  }
  const passwordHash = await hashPassword(input.password);
  const row = await deps.db.transaction().execute(async (trx) => {
    const first = (await users.countUsers(trx)) === 0;
    return users.insertUser(trx, {
      username: input.username,
      username_key: input.username.toLowerCase(),
      email: input.email,
      password_hash: passwordHash,
      is_host: input.is_host || first ? 1 : 0,
      is_staff: first ? 1 : 0,
      created_at: iso(deps.wallNow()),
    });
  }).catch((e: unknown) => {
    // Two registrations of one name racing past the check above: the unique index decides.
    if (isUniqueViolation(e)) throw BrigadeError.invalid({ username: [MESSAGES.usernameTaken] });
    throw e;
  });
  return { token: await issueToken(deps, { userId: row.id }), user: toUser(row) };
}

export async function login(deps: AppDeps, raw: unknown, meta: RequestMeta): Promise<AuthResult> {
  deps.limits.failedLogins.check(meta.ip);
  const input = parseInput(loginInput, raw);
  const row = await users.findUserByUsername(deps.db, input.username);
  const ok = row ? await verifyPassword(row.password_hash, input.password) : (await verifyPassword(await decoyHash(), input.password), false);
  if (!row || !ok) {
    deps.limits.failedLogins.record(meta.ip);
    throw BrigadeError.invalid({ non_field_errors: [MESSAGES.badCredentials] }, MESSAGES.badCredentials);
  }
  return { token: await issueToken(deps, { userId: row.id }), user: toUser(row) };
}

export async function logout(deps: AppDeps, principal: Principal): Promise<void> {
  if (principal) await authSessions.deleteAuthSession(deps.db, principal.tokenHash);
}

/** Resolves a token to its owner, sliding the expiry forward when it is in its second half. */
export async function authenticate(deps: AppDeps, token: string | null | undefined): Promise<Principal> {
  return (await authenticateWithReason(deps, token)).principal;
}

/**
 * {@link authenticate}, and for a token the host took away (Force Disconnect, Remove) the reason,
 * so every channel's 401 says what happened (issue 12) instead of a bare "not signed in".
 */
export async function authenticateWithReason(deps: AppDeps, token: string | null | undefined): Promise<{ principal: Principal; revokedReason: string | null }> {
  if (!token) return { principal: null, revokedReason: null };
  const id = hashToken(token);
  const session = await authSessions.findAuthSession(deps.db, id);
  if (session?.revoked_reason) return { principal: null, revokedReason: session.revoked_reason };
  return { principal: await principalOf(deps, id, session), revokedReason: null };
}

async function principalOf(deps: AppDeps, id: string, session: Awaited<ReturnType<typeof authSessions.findAuthSession>>): Promise<Principal> {
  if (!session) return null;
  const now = deps.wallNow();
  if (session.expires_at <= now) {
    await authSessions.deleteAuthSession(deps.db, id);
    return null;
  }
  if (session.expires_at - now < SESSION_REFRESH_MS) {
    await authSessions.extendAuthSession(deps.db, id, now + SESSION_LIFETIME_MS);
  }
  if (session.user_id !== null) {
    const user = await users.findUserById(deps.db, session.user_id);
    return user ? { kind: 'user', user, tokenHash: id } : null;
  }
  if (session.participant_id !== null) {
    const p = await participants.findParticipant(deps.db, session.participant_id);
    if (!p || p.removed) return null;
    return { kind: 'cook', participantId: p.id, sessionId: p.session_id, tokenHash: id };
  }
  return null;
}

/** `Authorization: Token <token>` (also accepts `Bearer`). */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^(?:Token|Bearer)\s+(\S+)$/i.exec(header.trim());
  return m?.[1] ?? null;
}

/** Promote or demote an account (CLI). */
export async function setRoles(deps: Pick<AppDeps, 'db'>, username: string, roles: { is_host?: boolean; is_staff?: boolean }): Promise<User> {
  const row = await users.findUserByUsername(deps.db, username);
  if (!row) throw BrigadeError.coded('not_found', 'auth.userNotFound', { username });
  const changes: { is_host?: number; is_staff?: number } = {};
  if (roles.is_host !== undefined) changes.is_host = roles.is_host ? 1 : 0;
  if (roles.is_staff !== undefined) changes.is_staff = roles.is_staff ? 1 : 0;
  const updated = await users.updateUser(deps.db, row.id, changes);
  return toUser(updated!);
}
