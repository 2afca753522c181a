import SQLite from 'better-sqlite3';
import { Kysely, Migrator, sql, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as m0001 from './migrations/0001-initial';
import * as m0002 from './migrations/0002-kitchen-controls';
import * as m0003 from './migrations/0003-recipe-status';
import * as m0004 from './migrations/0004-servings-serve-time';
import * as m0005 from './migrations/0005-help-requests';
import * as m0007 from './migrations/0007-recipe-edit-proposals';
import { dialectOf } from './dialects/dialect';
import type { Database, DB } from './schema';
import { sqliteWriteProbe, StorageWatch, watchedStatement } from './storage';
import { quickCheckSqlite, type IntegrityReport } from './integrity';
import { isPostgresUrl, openPostgres, PostgresMigrationPlugin } from './dialects/postgres';
import * as m0008 from './migrations/0008-client-operations';
import * as m0006 from './migrations/0006-task-pause';
import * as m0009 from './migrations/0009-session-leases';
import * as m0010 from './migrations/0010-session-plans';
import * as m0011 from './migrations/0011-skill-questions';
import * as m0012 from './migrations/0012-recipe-import-source';
import * as m0013 from './migrations/0013-cook-connection';
import * as m0014 from './migrations/0014-oven-and-courses';
import * as m0015 from './migrations/0015-recipe-languages';
import * as m0016 from './migrations/0016-planned-oven';
import * as m0017 from './migrations/0017-household-pace';

export type { Database, DB, Queryable } from './schema';

/** Migrations live in code (not read from a folder) so they work the same under tsx, tests and bundles. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-kitchen-controls': m0002,
  '0003-recipe-status': m0003,
  '0004-servings-serve-time': m0004,
  '0005-help-requests': m0005,
  '0006-task-pause': m0006,
  '0007-recipe-edit-proposals': m0007,
  '0008-client-operations': m0008,
  '0009-session-leases': m0009,
  '0010-session-plans': m0010,
  '0011-skill-questions': m0011,
  '0012-recipe-import-source': m0012,
  '0013-cook-connection': m0013,
  '0014-oven-and-courses': m0014,
  '0015-recipe-languages': m0015,
  '0016-planned-oven': m0016,
  '0017-household-pace': m0017,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export interface OpenOptions {
  /**
   * better-sqlite3's addon, already loaded. Only the single executable passes it (its `require`
   * cannot load a `.node` file, so it extracts and `process.dlopen`s the addon itself).
   */
  nativeBinding?: object;
  /** PostgreSQL only: connections in the pool (default 10). */
  poolSize?: number;
}

/**
 * Opens the database at `location`: a `postgres://` URL (DATABASE_URL) opens a PostgreSQL pool;
 * anything else is the SQLite file at that path (':memory:' for tests), created if needed, with
 * WAL, foreign keys and a busy timeout so a second connection waits rather than failing.
 */
export function openDatabase(location: string, options: OpenOptions = {}): DB {
  if (isPostgresUrl(location)) return openPostgres<Database>(location, { poolSize: options.poolSize });
  const path = location;
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path, options.nativeBinding ? { nativeBinding: options.nativeBinding as unknown as string } : {});
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const watch = new StorageWatch();
  watch.probe = sqliteWriteProbe(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, watch) }) });
  const ping = sqlite.prepare('select 1');
  directPings.set(db, () => void ping.get());
  storageWatches.set(db, watch);
  sqliteHandles.set(db, sqlite);
  return db;
}

const sqliteHandles = new WeakMap<DB, SQLite.Database>();

/**
 * The bounded integrity check at start (issue 29): SQLite's quick_check, table after table, for at
 * most about `budgetMs`; throws DatabaseDamagedError for a damaged file. PostgreSQL: nothing to do.
 */
export function checkDatabaseIntegrity(db: DB, budgetMs = 500): IntegrityReport | null {
  const sqlite = sqliteHandles.get(db);
  return sqlite ? quickCheckSqlite(sqlite, budgetMs) : null;
}

const storageWatches = new WeakMap<DB, StorageWatch>();

/**
 * Whether the database can write (issue 29: a full disk). SQLite's writes report to it; PostgreSQL
 * has none (null): its server keeps its own disk.
 */
export function storageWatch(db: DB): StorageWatch | null {
  return storageWatches.get(db) ?? null;
}

/**
 * SQLite's one connection is held by each transaction until it commits, and Kysely queues every
 * other query behind it: a health check sent through Kysely waits for all the kitchen's pending
 * changes. The ping runs `select 1` on the connection itself, synchronously, between two of their
 * statements (it reads nothing, so it cannot disturb a transaction). Per database, gone with it.
 */
const directPings = new WeakMap<DB, () => void>();

/** Whether the database answers: at once on SQLite (see `directPings`), through the pool on PostgreSQL. */
export async function pingDatabase(db: DB): Promise<void> {
  const direct = directPings.get(db);
  if (direct) direct();
  else await sql`select 1`.execute(db);
}

/**
 * Kysely prepares every query anew; preparing costs more than running our small queries, so keep
 * the statements of the most recent distinct SQL texts. (Lists of ids make some texts vary, hence
 * the bound.) Statements are only run, never iterated, so reusing one is safe.
 */
function withStatementCache(sqlite: SQLite.Database, watch: StorageWatch, max = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (statement) {
        cache.delete(text);
      } else {
        statement = watchedStatement(sqlite, text, sqlite.prepare(text), watch);
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
      }
      cache.set(text, statement);
      return statement;
    },
  };
}

/** The migrations this build knows, oldest first. */
export const KNOWN_MIGRATIONS: readonly string[] = Object.keys(MIGRATIONS).sort();

/** The database was written by a newer Brigade: this build must not touch it. */
export class DatabaseTooNewError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `This database was written by a newer version of Brigade (it has migration ${unknown.join(', ')}, unknown to this version). ` +
        'Run that newer version, or restore a backup made before the upgrade; Brigade never downgrades a database.',
    );
    this.name = 'DatabaseTooNewError';
  }
}

export interface MigrationState {
  /** Applied migrations, oldest first (empty for a new database). */
  applied: string[];
  /** Known migrations not applied yet. */
  pending: string[];
}

/**
 * One set of migrations for both dialects: on PostgreSQL they pass through the migration adapter.
 * Numbers are handed out to work done side by side, so a database may already hold a higher one
 * (0017) when a lower one (0015) arrives: unordered migrations are allowed, each still runs once.
 */
function migrator(db: DB): Migrator {
  return new Migrator({ db: dialectOf(db) === 'postgres' ? db.withPlugin(new PostgresMigrationPlugin()) : db, provider, allowUnorderedMigrations: true });
}

/** What `migrateToLatest` would do; throws DatabaseTooNewError for a database from a newer build. */
export async function migrationState(db: DB): Promise<MigrationState> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const applied = tables.some((t) => t.name === 'kysely_migration')
    ? (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name)
    : [];
  const unknown = applied.filter((name) => !(name in MIGRATIONS));
  if (unknown.length > 0) throw new DatabaseTooNewError(unknown);
  return { applied, pending: KNOWN_MIGRATIONS.filter((name) => !applied.includes(name)) };
}

/**
 * Brings the schema up to date; throws with the failing migration's error, and DatabaseTooNewError
 * (before changing anything) for a database from a newer build. `beforeMigrate` runs only when an
 * existing database is about to get new migrations: the server takes its backup there.
 */
export async function migrateToLatest(db: DB, options: { beforeMigrate?: (state: MigrationState) => Promise<void> } = {}): Promise<void> {
  const state = await migrationState(db);
  if (state.pending.length === 0) return;
  if (state.applied.length > 0) await options.beforeMigrate?.(state);
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/** Migrates up or down to exactly `name` (tests use it to make a database of an older version). */
export async function migrateTo(db: DB, name: string): Promise<void> {
  const { error } = await migrator(db).migrateTo(name);
  if (error) throw new Error(`Migration to ${name} failed: ${String(error)}`);
}
