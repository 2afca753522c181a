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
  SQLITE_NOTADB: 'the file is not a SQLite database',
  SQLITE_CORRUPT: 'the database file is damaged',
};

/** Turns a failure to open or write the database file into an OperatorError; anything else is rethrown. */
export function explainDatabaseError(error: unknown, path: string): never {
  const { code, syscall } = (error ?? {}) as { code?: string; syscall?: string };
  // Any file-system failure (it has a syscall) or a known SQLite refusal is the operator's to fix.
  if (code && (code in FS_REASONS || syscall)) {
    const reason = FS_REASONS[code] ?? code;
    throw new OperatorError(`Cannot use the database file ${path}: ${reason} (set DATABASE_PATH to a file in a folder Brigade can write).`);
  }
  throw error;
}
