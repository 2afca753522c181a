import { copyDatabase, isPostgresUrl, migrateToLatest, migrationState, openDatabase, TargetNotEmptyError, type DB } from '@brigade/db';
import { existsSync } from 'node:fs';
import { buildResources } from '../runtime/build-info';
import { fromLaunchDir, type Env } from '../env';
import { describeDatabaseUrl, explainDatabaseError, explainPostgresError, OperatorError } from './errors';

/**
 * `migrate-to-postgres <url>`: copies the SQLite kitchen at DATABASE_PATH into the empty
 * PostgreSQL database at `url` (created tables, every row with its id, sequences moved on), then
 * compares the row counts of every table. Refuses a target that holds data. Stop the server first:
 * what it writes during the copy would not be copied.
 */
export async function migrateToPostgres(env: Env, url: string, log: (line: string) => void = console.log): Promise<void> {
  if (!isPostgresUrl(url)) throw new OperatorError(`migrate-to-postgres needs a postgres:// or postgresql:// URL, not ${url}.`);
  const path = fromLaunchDir(env.DATABASE_PATH);
  if (!existsSync(path)) throw new OperatorError(`There is no SQLite database at ${path} (set DATABASE_PATH to the server's database file).`);
  const { sqliteBinding } = buildResources();
  let source: DB;
  try {
    source = openDatabase(path, sqliteBinding ? { nativeBinding: sqliteBinding } : {});
  } catch (error) {
    explainDatabaseError(error, path);
  }
  const target = openDatabase(url, { poolSize: 2 });
  try {
    if ((await migrationState(source)).pending.length > 0) {
      throw new OperatorError(`The SQLite database at ${path} is from an older Brigade: start this version on it once (it upgrades it), stop it, then migrate.`);
    }
    try {
      await migrateToLatest(target);
    } catch (error) {
      explainPostgresError(error, url);
    }
    const counts = await copyDatabase(source, target);
    const wrong = counts.filter((c) => c.source !== c.target);
    for (const c of counts) log(`${c.table.padEnd(28)} ${String(c.target).padStart(8)}`);
    if (wrong.length > 0) throw new OperatorError(`Counts differ after the copy: ${wrong.map((c) => `${c.table} ${c.source} → ${c.target}`).join(', ')}.`);
    log(`Copied ${path} to ${describeDatabaseUrl(url)}: every table's row count matches. Start Brigade with DATABASE_URL set to it.`);
  } catch (error) {
    if (error instanceof TargetNotEmptyError) throw new OperatorError(`${error.message} Use a new, empty database.`);
    throw error;
  } finally {
    await source.destroy();
    await target.destroy();
  }
}
