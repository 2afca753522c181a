import { KICK_MESSAGES } from '@brigade/contracts';

/**
 * Why a cook lands on the join page (they left, or the host removed them), kept for the next
 * view of /join in session storage: it survives whichever redirect gets there first.
 */
export type JoinNoticeKind = 'left' | 'removed' | 'disconnected';
export interface JoinNotice {
  kind: JoinNoticeKind;
  code: string | null;
}

const KEY = 'brigadeJoinNotice';

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function setJoinNotice(kind: JoinNoticeKind, code: string | null): void {
  try {
    store()?.setItem(KEY, JSON.stringify({ kind, code }));
  } catch {
    // Storage refused: the join page simply says nothing.
  }
}

export function readJoinNotice(): JoinNotice | null {
  try {
    const value = JSON.parse(store()?.getItem(KEY) ?? 'null') as Partial<JoinNotice> | null;
    if (value && (value.kind === 'left' || value.kind === 'removed' || value.kind === 'disconnected')) return { kind: value.kind, code: typeof value.code === 'string' ? value.code : null };
  } catch {
    // Damaged: ignored.
  }
  return null;
}

/**
 * What the server's 401 says happened (issue 12): a token the host took away is refused with the
 * host's reason (KICK_MESSAGES), whichever call or channel noticed first.
 */
export function noticeFromRefusal(message: string | null, fallback: JoinNoticeKind | undefined): JoinNoticeKind {
  if (message === KICK_MESSAGES.disconnected_by_host) return 'disconnected';
  if (message === KICK_MESSAGES.removed) return 'removed';
  // A bare 401 (the token is simply unknown): keep what the cook page already knew, else 'removed'.
  return fallback ?? 'removed';
}

export function clearJoinNotice(): void {
  try {
    store()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
