import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { explainDatabaseError } from './errors';

/**
 * Checks, before SQLite tries, that the database's folder exists (creating it) and can be written:
 * SQLite needs to create its -wal and -shm files beside the database.
 */
export function ensureDatabaseFolder(path: string): void {
  try {
    mkdirSync(dirname(path), { recursive: true });
    accessSync(dirname(path), constants.W_OK);
    if (existsSync(path)) accessSync(path, constants.R_OK | constants.W_OK);
  } catch (error) {
    explainDatabaseError(error, path);
  }
}
