import { describe, expect, it } from 'vitest';
import { serveAtField, serveAtIso } from './serve-time';

describe('serve at field', () => {
  it('means today, or tomorrow once the time is well past, and reads back the same', () => {
    const now = new Date(2026, 10, 23, 17, 0);
    const today = serveAtIso('19:30', now)!;
    expect(new Date(today).getDate()).toBe(23);
    expect(serveAtField(today)).toBe('19:30');
    expect(new Date(serveAtIso('08:00', now)!).getDate()).toBe(24);
    expect(serveAtIso('25:00', now)).toBeNull();
  });
});
