import type SQLite from 'better-sqlite3';

/** The database file is damaged (issue 29): SQLite's quick_check found problems, or SQLite refused it. */
export class DatabaseDamagedError extends Error {
  readonly code = 'SQLITE_CORRUPT';
  constructor(readonly problems: string[]) {
    super(`The database file is damaged: ${problems.slice(0, 3).join('; ')}`);
    this.name = 'DatabaseDamagedError';
  }
}

/** Tables that grow with every cooked meal, the biggest last: checked last, so a tight budget still covers the rest. */
const GROWING = ['session_task_dependencies', 'session_tasks', 'assignments', 'session_plans', 'client_operations', 'session_events'];

/** What quick_check reads in a millisecond (about 250 MB a second, measured; a cold disk is slower). */
const CHECKED_BYTES_PER_MS = 200_000;

export interface IntegrityReport {
  /** Tables checked (with their indexes), the schema first. */
  checked: string[];
  /** Tables left unchecked when the budget ran out (a big database starts quickly all the same). */
  skipped: string[];
}

/**
 * A bounded check of a SQLite file at start: SQLite's quick_check of the schema and then of one
 * table (with its indexes) after another, until `budgetMs` has passed; throws DatabaseDamagedError
 * with what it found. quick_check reads every page of what it checks and cannot be stopped, so a
 * file too big to read within the budget leaves out the meal-history tables (most of its pages):
 * accounts, kitchens, recipes and sessions are still checked.
 */
export function quickCheckSqlite(sqlite: SQLite.Database, budgetMs: number, now: () => number = () => performance.now()): IntegrityReport {
  const started = now();
  const names = (sqlite.prepare("select name from sqlite_schema where type = 'table' and name not like 'sqlite_%' order by name").all() as Array<{ name: string }>).map((r) => r.name);
  const bytes = Number(sqlite.pragma('page_count', { simple: true })) * Number(sqlite.pragma('page_size', { simple: true }));
  const whole = bytes / CHECKED_BYTES_PER_MS <= budgetMs;
  const growing = GROWING.filter((n) => names.includes(n));
  const tables = ['sqlite_schema', ...names.filter((n) => !GROWING.includes(n)), ...growing];
  const report: IntegrityReport = { checked: [], skipped: [] };
  for (const table of tables) {
    if ((!whole && growing.includes(table)) || (report.checked.length > 1 && now() - started > budgetMs)) {
      report.skipped.push(table);
      continue;
    }
    let rows: Array<{ quick_check: string }>;
    try {
      rows = sqlite.pragma(`quick_check("${table.replace(/"/g, '""')}")`) as Array<{ quick_check: string }>;
    } catch (error) {
      // A page too damaged to read stops the check itself.
      const code = String((error as { code?: unknown }).code);
      if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') throw new DatabaseDamagedError([`${table}: ${(error as Error).message}`]);
      throw error;
    }
    const problems = rows.map((r) => r.quick_check).filter((p) => p !== 'ok');
    if (problems.length > 0) throw new DatabaseDamagedError(problems);
    report.checked.push(table);
  }
  return report;
}
