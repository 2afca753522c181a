import type SQLite from 'better-sqlite3';

/**
 * A full disk (issue 29). SQLite answers SQLITE_FULL when a write needs space the file system has
 * not got (or the file reached max_page_count); PostgreSQL's code for it is 53100 (disk_full).
 */
const FULL_CODES = new Set(['SQLITE_FULL', '53100']);

/** Whether `error` (or an error it wraps, e.g. tRPC's cause) says the database's storage is full. */
export function isStorageFull(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (FULL_CODES.has(String((e as { code?: unknown }).code))) return true;
  }
  return false;
}

/**
 * Whether the database can write: full from a write refused for want of space until a probe write
 * of normal size (`check`) succeeds. /healthz runs it, and so does every write that commits while full. A small
 * write may still fit while bigger ones do not, so such a write alone says nothing: the probe
 * decides. `onFull` hears the real error once per such spell (the server logs it there, instead of
 * once per refused request).
 */
export class StorageWatch {
  full = false;
  onFull: ((error: unknown) => void) | null = null;
  /**
   * Tries a write of normal size now (SQLite: {@link PROBE_WRITE_BYTES}, outside any transaction);
   * false when none can run at this moment. Throws what the write threw.
   */
  probe: (() => boolean) | null = null;

  failed(error: unknown): void {
    if (!isStorageFull(error) || this.full) return;
    this.full = true;
    this.onFull?.(error);
  }

  succeeded(): void {
    this.full = false;
  }

  /** After a refused write, tries a small write (when one can run now) so that freed space shows at once. */
  check(): boolean {
    if (this.full && this.probe) {
      try {
        if (this.probe()) this.succeeded();
      } catch (error) {
        this.failed(error);
      }
    }
    return !this.full;
  }
}

type Statement = SQLite.Statement;

/**
 * A write statement watched for a full disk. SQLite rolls a transaction back by itself when its
 * commit finds the disk full; Kysely then sends ROLLBACK, which would fail with 'cannot rollback -
 * no transaction is active' and hide the real error: a rollback with no transaction open is a no-op.
 */
export function watchedStatement(sqlite: SQLite.Database, text: string, statement: Statement, watch: StorageWatch): Statement {
  const write = /^\s*(insert|update|delete|replace)\b/i.test(text);
  // A write that committed (on its own, or a transaction's commit) while full: space may be back.
  const commits = write || /^\s*(commit|end)\b/i.test(text);
  const committed = () => {
    if (watch.full && commits && !sqlite.inTransaction) watch.check();
  };
  // Kysely's SQLite driver asks a statement only `reader`, then `all` for one that returns rows
  // (a select, or a write with `returning`) and `run` for one that does not.
  if (statement.reader) {
    if (!write) return statement;
    const returning = {
      reader: true,
      all(...params: unknown[]) {
        let rows: unknown[];
        try {
          rows = statement.all(...params);
        } catch (error) {
          watch.failed(error);
          throw error;
        }
        committed();
        return rows;
      },
    };
    return returning as unknown as Statement;
  }
  const rollback = /^\s*rollback\s*$/i.test(text);
  const watched = {
    reader: false,
    run(...params: unknown[]) {
      if (rollback && !sqlite.inTransaction) return { changes: 0, lastInsertRowid: 0 };
      let result: SQLite.RunResult;
      try {
        result = statement.run(...params);
      } catch (error) {
        watch.failed(error);
        throw error;
      }
      committed();
      return result;
    },
  };
  return watched as unknown as Statement;
}

/**
 * The size of the probe's write: about what one of the kitchen's bigger ordinary changes commits (a
 * session started with its tasks, a recipe saved), so a disk with room for one page but not for
 * that does not count as writable while registrations still answer 507 (issue 38).
 */
export const PROBE_WRITE_BYTES = 64 * 1024;

/**
 * Whether SQLite can write a change of normal size now, leaving nothing behind: a table with
 * {@link PROBE_WRITE_BYTES} in it is committed (new pages in the file and in the write-ahead log:
 * fails when the file may not grow, e.g. max_page_count, or the disk has no room) and dropped again,
 * which puts its pages on the free list for the writes that follow.
 */
export function sqliteWriteProbe(sqlite: SQLite.Database): () => boolean {
  return () => {
    // Inside a transaction the probe would become part of it: the watch keeps its last word.
    if (sqlite.inTransaction) return false;
    try {
      sqlite.exec('begin');
      sqlite.exec('create table if not exists brigade_write_probe (x blob)');
      sqlite.prepare('insert into brigade_write_probe (x) values (zeroblob(?))').run(PROBE_WRITE_BYTES);
      sqlite.exec('commit');
    } finally {
      // A refused commit rolled back by itself; any other failure leaves the transaction open.
      if (sqlite.inTransaction) sqlite.exec('rollback');
    }
    sqlite.exec('drop table if exists brigade_write_probe');
    return true;
  };
}
