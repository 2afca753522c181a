import SQLite from 'better-sqlite3';
import { renameSync, rmSync } from 'node:fs';
import type { OpenOptions } from './database';

/**
 * A consistent copy of the SQLite file at `source`, taken with SQLite's online backup API
 * (better-sqlite3's `backup()`), so it is safe while a server writes to the database. The copy is
 * written beside `destination` and renamed into place when complete: a failed backup never leaves
 * a half-written file under the requested name.
 */
export async function backupDatabase(source: string, destination: string, options: OpenOptions = {}): Promise<void> {
  const sqlite = new SQLite(source, {
    readonly: true,
    fileMustExist: true,
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding as unknown as string } : {}),
  });
  const partial = `${destination}.partial`;
  try {
    await sqlite.backup(partial);
    renameSync(partial, destination);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    sqlite.close();
  }
}
