/**
 * Browser storage for who is using this browser (spec 01 §3, "Browser storage keys").
 * The key names are part of the spec: a cook who reloads the page keeps their place.
 */
export const STORAGE_KEYS = {
  token: 'authToken',
  participant: 'currentParticipant',
  sessionCode: 'currentSessionCode',
} as const;

/** The cook object stored after joining a session; later screens may add fields. */
export interface StoredParticipant {
  id: number;
  display_name: string;
  [field: string]: unknown;
}

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Private modes may refuse storage: the app still works for this page view.
    return null;
  }
}

function write(key: string, value: string | null): void {
  const s = store();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

export function readToken(): string | null {
  return store()?.getItem(STORAGE_KEYS.token) || null;
}

export function writeToken(token: string | null): void {
  write(STORAGE_KEYS.token, token);
}

export function readParticipant(): StoredParticipant | null {
  const raw = store()?.getItem(STORAGE_KEYS.participant);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'id' in value) return value as StoredParticipant;
  } catch {
    // A damaged entry is treated as no cook at all.
  }
  return null;
}

export function readSessionCode(): string | null {
  return store()?.getItem(STORAGE_KEYS.sessionCode) || null;
}

export function writeCook(participant: StoredParticipant, sessionCode: string): void {
  write(STORAGE_KEYS.participant, JSON.stringify(participant));
  write(STORAGE_KEYS.sessionCode, sessionCode);
}

export function clearCook(): void {
  write(STORAGE_KEYS.participant, null);
  write(STORAGE_KEYS.sessionCode, null);
}

export function clearAll(): void {
  writeToken(null);
  clearCook();
}
