import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { randomBytes } from 'node:crypto';

/** 20 random bytes (160 bits) as lower-case base32, as in the Lucia guide. */
export function generateToken(): string {
  return encodeBase32LowerCaseNoPadding(randomBytes(20));
}

/** Only this hash is stored: a leaked database does not leak usable tokens. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session used in its second half gets a fresh 30 days (sliding expiry). */
export const SESSION_REFRESH_MS = SESSION_LIFETIME_MS / 2;
