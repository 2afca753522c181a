import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration, type MigrationProvider, type Transaction } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AuthSessionTable, UserTable } from './tables/account.table';
import type { KitchenEquipmentTable, KitchenTable, SkillTable } from './tables/kitchen.table';
import type { IngredientTable, RecipeDependencyTable, RecipeTable, RecipeTaskTable } from './tables/recipe.table';
import type {
  AssignmentTable,
  CookingSessionTable,
  ParticipantSkillTable,
  ParticipantTable,
  SessionEventTable,
  SessionRecipeTable,
  SessionTaskDependencyTable,
  SessionTaskTable,
} from './tables/session.table';
import * as m0001 from './migrations/0001-initial';
import * as m0005 from './migrations/0005-help-requests';

export interface Database {
  users: UserTable;
  auth_sessions: AuthSessionTable;
  kitchens: KitchenTable;
  kitchen_equipment: KitchenEquipmentTable;
  skills: SkillTable;
  recipes: RecipeTable;
  recipe_tasks: RecipeTaskTable;
  recipe_dependencies: RecipeDependencyTable;
  ingredients: IngredientTable;
  cooking_sessions: CookingSessionTable;
  session_recipes: SessionRecipeTable;
  participants: ParticipantTable;
  participant_skills: ParticipantSkillTable;
  session_tasks: SessionTaskTable;
  session_task_dependencies: SessionTaskDependencyTable;
  assignments: AssignmentTable;
  session_events: SessionEventTable;
}

export type DB = Kysely<Database>;
/** Repositories accept either the database or an open transaction. */
export type Queryable = Kysely<Database> | Transaction<Database>;

/** Migrations live in code (not read from a folder) so they work the same under tsx, tests and bundles. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': m0001,
  '0005-help-requests': m0005,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Opens (creating if needed) the SQLite database at `path` (':memory:' for tests), with WAL,
 * foreign keys and a busy timeout so a second connection waits rather than failing.
 */
export function openDatabase(path: string): DB {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Kysely prepares every query anew; preparing costs more than running our small queries, so keep
 * the statements of the most recent distinct SQL texts. (Lists of ids make some texts vary, hence
 * the bound.) Statements are only run, never iterated, so reusing one is safe.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (statement) {
        cache.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
      }
      cache.set(text, statement);
      return statement;
    },
  };
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: DB): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
