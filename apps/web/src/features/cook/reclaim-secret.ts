/**
 * The secret this browser got when it first joined a session under a name (issue 12): sent on a
 * later join, it proves the same device is taking the away cook's name back.
 */
const key = (code: string, name: string) => `brigade:reclaim:${code.toUpperCase()}:${name.trim().toLowerCase()}`;

export function readReclaimSecret(code: string, name: string): string | undefined {
  try {
    return globalThis.localStorage?.getItem(key(code, name)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function keepReclaimSecret(code: string, name: string, secret: string | undefined): void {
  if (!secret) return;
  try {
    globalThis.localStorage?.setItem(key(code, name), secret);
  } catch {
    // Private mode without storage: the host can still let the cook back in.
  }
}
