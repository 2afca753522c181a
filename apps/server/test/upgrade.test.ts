import { KNOWN_MIGRATIONS, migrateTo, openDatabase } from '@brigade/db';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('upgrading a database', () => {
  // Needs two migrations: a database at the first one is "from an older version".
  it.skipIf(KNOWN_MIGRATIONS.length < 2)('keeps a copy of the database as it was before applying new migrations', async () => {
    dir = mkdtempSync(join(tmpdir(), 'brigade-upgrade-'));
    const dbPath = join(dir, 'brigade.db');
    const older = openDatabase(dbPath);
    await migrateTo(older, KNOWN_MIGRATIONS[0]!);
    await older.destroy();

    const t = await startTestServer({ dbPath });
    await t.stop();
    const copy = `${dbPath}.bak-${KNOWN_MIGRATIONS[0]}`;
    expect(existsSync(copy)).toBe(true);
    const kept = openDatabase(copy);
    try {
      const names = (await kept.selectFrom('kysely_migration' as never).select('name' as never).execute()) as Array<{ name: string }>;
      expect(names.map((r) => r.name)).toEqual([KNOWN_MIGRATIONS[0]]);
    } finally {
      await kept.destroy();
    }
  });

  it('takes no copy of a new database', async () => {
    dir = mkdtempSync(join(tmpdir(), 'brigade-upgrade-'));
    const dbPath = join(dir, 'brigade.db');
    const t = await startTestServer({ dbPath });
    await t.stop();
    expect(existsSync(join(dir, `brigade.db.bak-${KNOWN_MIGRATIONS.at(-1)}`))).toBe(false);
    expect(existsSync(dbPath)).toBe(true);
  });
});
