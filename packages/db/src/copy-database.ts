import { sql } from 'kysely';
import type { Database, DB } from './schema';
import { dialectOf } from './dialects/dialect';

/**
 * Every table, parents before children (foreign keys hold at each insert), each with the columns
 * that order its rows (ids, so a copy keeps them) and whether its id is generated (a sequence to
 * move past the copied ids on PostgreSQL).
 */
export const TABLES_IN_COPY_ORDER = [
  { table: 'users', orderBy: ['id'], identity: true },
  { table: 'kitchens', orderBy: ['id'], identity: true },
  { table: 'kitchen_equipment', orderBy: ['id'], identity: true },
  { table: 'skills', orderBy: ['id'], identity: true },
  { table: 'recipes', orderBy: ['id'], identity: true },
  { table: 'recipe_tasks', orderBy: ['id'], identity: true },
  { table: 'recipe_dependencies', orderBy: ['task_id', 'depends_on_id'], identity: false },
  { table: 'ingredients', orderBy: ['id'], identity: true },
  { table: 'cooking_sessions', orderBy: ['id'], identity: true },
  { table: 'session_recipes', orderBy: ['id'], identity: true },
  { table: 'session_courses', orderBy: ['session_id', 'course'], identity: false },
  { table: 'participants', orderBy: ['id'], identity: true },
  { table: 'participant_skills', orderBy: ['participant_id', 'skill_id'], identity: false },
  { table: 'participant_declined_skills', orderBy: ['participant_id', 'skill_id'], identity: false },
  { table: 'participant_skill_questions', orderBy: ['participant_id', 'skill_id'], identity: false },
  { table: 'participant_controls', orderBy: ['participant_id'], identity: false },
  { table: 'auth_sessions', orderBy: ['id'], identity: false },
  { table: 'session_tasks', orderBy: ['id'], identity: false },
  { table: 'session_task_dependencies', orderBy: ['task_id', 'depends_on_id'], identity: false },
  { table: 'assignments', orderBy: ['id'], identity: true },
  { table: 'session_events', orderBy: ['id'], identity: true },
  { table: 'kitchen_clock', orderBy: ['id'], identity: false },
  { table: 'recipe_edit_proposals', orderBy: ['id'], identity: true },
  { table: 'client_operations', orderBy: ['participant_id', 'op_id'], identity: false },
  { table: 'session_leases', orderBy: ['session_id'], identity: false },
  { table: 'session_plans', orderBy: ['session_id'], identity: false },
  { table: 'pace_observations', orderBy: ['id'], identity: true },
  { table: 'pace_estimates', orderBy: ['kitchen_id', 'level', 'key'], identity: false },
] as const satisfies ReadonlyArray<{ table: keyof Database; orderBy: readonly string[]; identity: boolean }>;

export interface TableCount {
  table: keyof Database;
  source: number;
  target: number;
}

export class TargetNotEmptyError extends Error {
  constructor(readonly tables: string[]) {
    super(`The target database already holds data (${tables.join(', ')}); Brigade copies only into an empty database.`);
    this.name = 'TargetNotEmptyError';
  }
}

// Dynamic table names: the builder cannot type them, the list above is the check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDB = any;

async function count(db: DB, table: keyof Database): Promise<number> {
  const row = await (db as AnyDB).selectFrom(table).select((eb: AnyDB) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Copies every row of `source` into `target` (both migrated to the same version; `target` empty),
 * table by table in id order, in one transaction of the target, then moves the target's id
 * sequences past the copied ids (PostgreSQL) and compares the counts. Throws TargetNotEmptyError
 * before writing anything when the target has rows.
 */
export async function copyDatabase(source: DB, target: DB, options: { batch?: number } = {}): Promise<TableCount[]> {
  const batch = options.batch ?? 500;
  const filled: string[] = [];
  for (const { table } of TABLES_IN_COPY_ORDER) if ((await count(target, table)) > 0) filled.push(table);
  if (filled.length > 0) throw new TargetNotEmptyError(filled);

  await target.transaction().execute(async (trx) => {
    for (const { table, orderBy } of TABLES_IN_COPY_ORDER) {
      for (let offset = 0; ; offset += batch) {
        let q = (source as AnyDB).selectFrom(table).selectAll();
        for (const column of orderBy) q = q.orderBy(column);
        const rows = await q.limit(batch).offset(offset).execute();
        if (rows.length === 0) break;
        await (trx as AnyDB).insertInto(table).values(rows).execute();
        if (rows.length < batch) break;
      }
    }
    if (dialectOf(trx) === 'postgres') {
      for (const { table, identity } of TABLES_IN_COPY_ORDER) {
        if (!identity) continue;
        // The next generated id comes after the copied ones (is_called false: max + 1 is next).
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
      }
    }
  });

  const counts: TableCount[] = [];
  for (const { table } of TABLES_IN_COPY_ORDER) counts.push({ table, source: await count(source, table), target: await count(target, table) });
  return counts;
}
