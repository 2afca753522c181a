import { authService, BrigadeError } from '@brigade/api';
import { backupDatabase, migrateToLatest, openDatabase } from '@brigade/db';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildResources } from '../runtime/build-info';
import { fromLaunchDir, type Env } from '../env';
import { ensureDatabaseFolder } from './database-file';
import { describeDatabaseUrl, explainDatabaseError, explainPostgresError, OperatorError } from './errors';

/** `promote|demote <username> host|staff` against the server's database file. */
export async function setRole(env: Env, command: 'promote' | 'demote', username: string, role: 'host' | 'staff'): Promise<void> {
  const path = env.DATABASE_URL ?? fromLaunchDir(env.DATABASE_PATH);
  const explain: (error: unknown) => never = (error) => (env.DATABASE_URL ? explainPostgresError(error, env.DATABASE_URL) : explainDatabaseError(error, path));
  let db;
  if (env.DATABASE_URL) {
    db = openDatabase(env.DATABASE_URL, { poolSize: 1 });
  } else {
    ensureDatabaseFolder(path);
    const { sqliteBinding } = buildResources();
    try {
      db = openDatabase(path, sqliteBinding ? { nativeBinding: sqliteBinding } : {});
    } catch (error) {
      explain(error);
    }
  }
  try {
    await migrateToLatest(db);
    const value = command === 'promote';
    const user = await authService.setRoles({ db }, username, role === 'host' ? { is_host: value } : { is_staff: value });
    console.log(`${user.username}: host=${user.is_host} staff=${user.is_staff}`);
  } catch (error) {
    if (error instanceof BrigadeError) throw new OperatorError(error.message);
    explain(error);
  } finally {
    await db.destroy();
  }
}

/**
 * `backup <file>`: a consistent copy of the server's database through SQLite's online backup API,
 * safe while the server runs. Refuses to overwrite an existing file.
 */
export async function backup(env: Env, file: string): Promise<void> {
  if (env.DATABASE_URL) {
    throw new OperatorError(
      `backup copies a SQLite database file and needs SQLite; this server uses PostgreSQL (DATABASE_URL=${describeDatabaseUrl(env.DATABASE_URL)}): back it up with pg_dump.`,
    );
  }
  const source = fromLaunchDir(env.DATABASE_PATH);
  const destination = resolve(fromLaunchDir('.'), file);
  if (!existsSync(source)) throw new OperatorError(`There is no database at ${source} (set DATABASE_PATH to the server's database file).`);
  if (existsSync(destination)) throw new OperatorError(`${destination} already exists; choose a new file name.`);
  ensureDatabaseFolder(destination);
  const { sqliteBinding } = buildResources();
  try {
    await backupDatabase(source, destination, sqliteBinding ? { nativeBinding: sqliteBinding } : {});
  } catch (error) {
    explainDatabaseError(error, destination);
  }
  console.log(`Backed up ${source} to ${destination}`);
}
