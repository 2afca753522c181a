import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { backup } from './operator';
import { describeDatabaseUrl, explainPostgresError, OperatorError } from './errors';

describe('DATABASE_URL', () => {
  it('selects PostgreSQL only with a postgres:// or postgresql:// URL; empty means unset', () => {
    expect(readEnv({}).DATABASE_URL).toBeUndefined();
    expect(readEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(readEnv({ DATABASE_URL: 'postgres://b:s@db:5432/brigade' }).DATABASE_URL).toBe('postgres://b:s@db:5432/brigade');
    expect(readEnv({ DATABASE_URL: 'postgresql://db/brigade' }).DATABASE_URL).toBe('postgresql://db/brigade');
    expect(() => readEnv({ DATABASE_URL: 'mysql://db/brigade' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(readEnv({}).BRIGADE_DB_POOL_SIZE).toBe(10);
  });

  it('reads the lease settings of several instances, and refuses a renewal slower than half the lease', () => {
    expect(readEnv({})).toMatchObject({ BRIGADE_LEASE_TTL_MS: 15_000, BRIGADE_LEASE_RENEW_MS: 3_000 });
    expect(readEnv({}).BRIGADE_INSTANCE_ID).toBeUndefined();
    expect(readEnv({ BRIGADE_INSTANCE_ID: 'kitchen-a', BRIGADE_LEASE_TTL_MS: '4000', BRIGADE_LEASE_RENEW_MS: '2000' })).toMatchObject({ BRIGADE_INSTANCE_ID: 'kitchen-a', BRIGADE_LEASE_TTL_MS: 4000 });
    expect(() => readEnv({ BRIGADE_LEASE_TTL_MS: '4000', BRIGADE_LEASE_RENEW_MS: '3000' })).toThrow(/BRIGADE_LEASE_RENEW_MS: must be at most half of BRIGADE_LEASE_TTL_MS/);
  });

  it('never shows the password', () => {
    expect(describeDatabaseUrl('postgres://brigade:s3cret@db:5432/brigade')).toBe('postgres://brigade@db:5432/brigade');
    const refused = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    expect(() => explainPostgresError(refused, 'postgres://brigade:s3cret@db/brigade')).toThrow(OperatorError);
    expect(() => explainPostgresError(refused, 'postgres://brigade:s3cret@db/brigade')).toThrow('Cannot use the PostgreSQL database postgres://brigade@db/brigade: the password was refused (check DATABASE_URL).');
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });
    expect(() => explainPostgresError(down, 'postgres://b:x@127.0.0.1/brigade')).toThrow(/ECONNREFUSED/);
    // Anything else is not the operator's to fix: rethrown as it is.
    const bug = new TypeError('x is undefined');
    expect(() => explainPostgresError(bug, 'postgres://db/brigade')).toThrow(bug);
  });

  it('backup says it needs SQLite when the server uses PostgreSQL', async () => {
    await expect(backup(readEnv({ DATABASE_URL: 'postgres://b:s3cret@db/brigade' }), 'copy.db')).rejects.toThrow(
      'backup copies a SQLite database file and needs SQLite; this server uses PostgreSQL (DATABASE_URL=postgres://b@db/brigade): back it up with pg_dump.',
    );
  });
});
