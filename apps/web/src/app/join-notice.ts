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
    if (value && (value.kind === 'left' || value.kind === 'removed')) return { kind: value.kind, code: typeof value.code === 'string' ? value.code : null };
  } catch {
    // Damaged: ignored.
  }
  return null;
}

export function clearJoinNotice(): void {
  try {
    store()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
