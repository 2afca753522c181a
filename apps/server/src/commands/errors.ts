/** A problem the operator can fix (bad path, newer database, ...): one clear line, exit code 1, no stack trace. */
export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}

const FS_REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a part of the path is a file, not a folder',
  ENOENT: 'the folder does not exist',
  ELOOP: 'too many symbolic links in the path',
  ENOSPC: 'no space left on the device',
  SQLITE_CANTOPEN: 'SQLite cannot open or create the file there',
  SQLITE_READONLY: 'the database is read-only',
};

/** PostgreSQL refusals the operator can fix (SQLSTATE codes), and connection failures. */
const PG_REASONS: Record<string, string> = {
  '28P01': 'the password was refused',
  '28000': 'the server refused this user',
  '3D000': 'the database does not exist (create it first: createdb)',
  '42501': 'the user may not create tables in this database',
  '53300': 'the server has too many connections',
  '57P03': 'the server is starting up or shutting down',
};

/** A DATABASE_URL without its password, to show in messages and the banner. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'the DATABASE_URL';
  }
}

/** Turns a failure to reach PostgreSQL (DATABASE_URL) into an OperatorError; anything else is rethrown. */
export function explainPostgresError(error: unknown, url: string): never {
  const { code, syscall, message } = (error ?? {}) as { code?: string; syscall?: string; message?: string };
  if (code && (code in PG_REASONS || syscall)) {
    const reason = PG_REASONS[code] ?? (syscall ? `${code} (${message ?? 'no connection'})` : code);
    throw new OperatorError(`Cannot use the PostgreSQL database ${describeDatabaseUrl(url)}: ${reason} (check DATABASE_URL).`);
  }
  throw error;
}

/** SQLite's word that the file is not a sound database (issue 29). */
const DAMAGED = new Set(['SQLITE_CORRUPT', 'SQLITE_NOTADB']);

/** The one line for a damaged database file: which file, and how to put a backup in its place. */
export function damagedDatabaseMessage(path: string, detail: string): string {
  return (
    `The database file ${path} is damaged (${detail.replace(/\s+/g, ' ').slice(0, 160)}); Brigade will not start on it. ` +
    `To restore: move ${path} and its -wal and -shm files aside, copy your latest backup there ` +
    `(one made with 'brigade backup <file>', or the ${path}.bak-* copy Brigade keeps before an upgrade), then start Brigade again.`
  );
}

/** Turns a failure to open or write the database file into an OperatorError; anything else is rethrown. */
export function explainDatabaseError(error: unknown, path: string): never {
  // A damaged file may be found deep inside a migration or the seeding: its code is on a cause.
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const found = e as { code?: string; message?: string; problems?: string[] };
    if (found.code && DAMAGED.has(found.code)) throw new OperatorError(damagedDatabaseMessage(path, found.problems?.[0] ?? found.message ?? found.code));
  }
  const { code, syscall } = (error ?? {}) as { code?: string; syscall?: string };
  // Any file-system failure (it has a syscall) or a known SQLite refusal is the operator's to fix.
  if (code && (code in FS_REASONS || syscall)) {
    const reason = FS_REASONS[code] ?? code;
    throw new OperatorError(`Cannot use the database file ${path}: ${reason} (set DATABASE_PATH to a file in a folder Brigade can write).`);
  }
  throw error;
}
