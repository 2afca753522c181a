import { describe, expect, it } from 'vitest';
import { parseArgs } from './brigade';

describe('the brigade command line', () => {
  it('serves with no command or with serve', () => {
    expect(parseArgs([])).toEqual({ kind: 'serve' });
    expect(parseArgs(['serve'])).toEqual({ kind: 'serve' });
  });
  it('reads the operator commands', () => {
    expect(parseArgs(['promote', 'Lina', 'host'])).toEqual({ kind: 'role', command: 'promote', username: 'Lina', role: 'host' });
    expect(parseArgs(['demote', 'Lina', 'staff'])).toEqual({ kind: 'role', command: 'demote', username: 'Lina', role: 'staff' });
    expect(parseArgs(['backup', 'copy.db'])).toEqual({ kind: 'backup', file: 'copy.db' });
    expect(parseArgs(['migrate-to-postgres', 'postgres://pg/brigade'])).toEqual({ kind: 'migrate-to-postgres', url: 'postgres://pg/brigade' });
    expect(parseArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseArgs(['-h'])).toEqual({ kind: 'help' });
    expect(parseArgs(['--version'])).toEqual({ kind: 'version' });
  });
  it('calls anything else a usage error', () => {
    for (const argv of [['frob'], ['--frob'], ['serve', '--port'], ['promote', 'Lina', 'admin'], ['promote', 'Lina'], ['backup'], ['backup', 'a', 'b'], ['backup', '--to'], ['--version', 'x'], ['migrate-to-postgres'], ['migrate-to-postgres', 'a', 'b']]) {
      expect(parseArgs(argv).kind, argv.join(' ')).toBe('usage-error');
    }
    expect(parseArgs(['--frob'])).toEqual({ kind: 'usage-error', problem: 'unknown option --frob' });
  });
});
