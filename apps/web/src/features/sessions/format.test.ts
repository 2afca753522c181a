import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n';
import { sessionNameFromServer, sessionTitle } from './format';

const t = ((id: string, v: Record<string, unknown> = {}) => (id === 'common.session.untitled' ? `Sesión ${String(v.code)}` : id)) as Translate;

describe('session names', () => {
  it('say an unnamed session in the page language, and keep a name the host gave', () => {
    expect(sessionTitle({ name: null, code: 'ABC123' }, t)).toBe('Sesión ABC123');
    expect(sessionTitle({ name: ' ', code: 'ABC123' }, t)).toBe('Sesión ABC123');
    expect(sessionTitle({ name: 'Domingo', code: 'ABC123' }, t)).toBe('Domingo');
    // The server names an unnamed session in English (the API stays as the spec writes it).
    expect(sessionNameFromServer('Session ABC123', 'ABC123', t)).toBe('Sesión ABC123');
    expect(sessionNameFromServer('Sunday lunch', 'ABC123', t)).toBe('Sunday lunch');
  });
});
