import { describe, expect, it } from 'vitest';
import { generateToken, hashToken } from './tokens';
import { RateLimiter } from './rate-limit';
import { BrigadeError } from '../errors';

describe('tokens', () => {
  it('are random, 32 base32 characters', () => {
    const a = generateToken();
    expect(a).toMatch(/^[a-z2-7]{32}$/);
    expect(generateToken()).not.toBe(a);
  });
  it('are stored as their SHA-256 hex', () => {
    // sha256("abc") from FIPS 180-2.
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken('abc')).not.toBe(hashToken('abd'));
  });
});

describe('RateLimiter', () => {
  it('refuses after the limit within the window and forgets after it', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 1000, 'slow down', () => now);
    limiter.record('ip');
    limiter.record('ip');
    expect(() => limiter.check('ip')).toThrow(BrigadeError);
    expect(() => limiter.check('other')).not.toThrow();
    now = 1001;
    expect(() => limiter.check('ip')).not.toThrow();
  });
});
