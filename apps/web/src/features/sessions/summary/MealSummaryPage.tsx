import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { serverMessage } from '../../../app/errors';
import { usePageTitle } from '../../../app/page-title';
import { trpc } from '../../../app/trpc';
import { Banner, Spinner } from '../../../ui';
import { formatClock, formatDateTime, formatDuration } from '../format';
import { TimelineChart } from '../timeline/TimelineChart';
import { dishColour } from '../timeline/plan-format';
import '../timeline/timeline.css';

const diff = (actual: number | null, planned: number) =>
  actual === null ? '—' : actual === planned ? 'as planned' : `${actual > planned ? '+' : '−'}${formatDuration(Math.abs(actual - planned))}`;

/** /sessions/{code}/summary: after the meal, opened from History. */
export function MealSummaryPage() {
  const { sessionCode = '' } = useParams();
  const code = sessionCode.toUpperCase();
  const query = trpc.plan.summary.useQuery({ code });
  usePageTitle('Meal summary');
  if (query.isPending) return <Spinner label="Loading summary..." />;
  if (!query.data) return <Banner>{serverMessage(query.error) ?? 'Failed to load the summary'}</Banner>;
  const s = query.data;
  return (
    <div className="page meal-summary">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/sessions/history">Session History</Link> <span aria-hidden="true">&gt;</span> <span aria-current="page">{s.session_name}</span>
      </nav>
      <h1>Meal summary: {s.session_name}</h1>
      <p className="muted">
        Started {formatDateTime(s.started_at)} · ended {formatDateTime(s.completed_at)}
      </p>
      <SummaryTable
        id="who-title"
        title="Who did what"
        columns={['Cook', 'Tasks done', 'Time at work']}
        rows={s.cooks.map((c) => ({ key: c.id, head: c.name, cells: [c.tasks_done, formatDuration(c.minutes)] }))}
      />
      <SummaryTable
        id="dishes-title"
        title="Dishes: actual against planned"
        columns={['Dish', 'Planned', 'Actual', 'Difference', 'Ready']}
        rows={s.dishes.map((d) => ({
          key: d.id,
          head: d.name,
          cells: [formatDuration(d.planned_minutes), formatDuration(d.actual_minutes), diff(d.actual_minutes, d.planned_minutes), d.finished_at ? formatClock(d.finished_at) : 'Not finished'],
        }))}
      />
      <section className="card" aria-labelledby="happened-title">
        <h2 id="happened-title" className="card-title">
          Timeline as it happened
        </h2>
        <TimelineChart timeline={s.timeline} colourOf={(dish) => dishColour(Math.max(0, s.dishes.findIndex((d) => d.id === dish)))} />
      </section>
      <SummaryTable
        id="tasks-title"
        title="Tasks: actual against planned"
        columns={['Task', 'Dish', 'Cook', 'Planned', 'Actual', 'Difference']}
        rows={s.tasks.map((t) => ({
          key: t.task_id,
          head: t.name,
          cells: [
            t.dish_name,
            t.cook_name ?? '—',
            formatDuration(t.planned_minutes),
            t.actual_minutes === null ? 'Not done' : formatDuration(t.actual_minutes),
            diff(t.actual_minutes, t.planned_minutes),
          ],
        }))}
      />
    </div>
  );
}

interface SummaryRow {
  key: string | number;
  /** The row's heading cell (a cook, a dish, a task). */
  head: ReactNode;
  cells: ReactNode[];
}

/** One titled card with a table: a column heading per column, each row headed by its first cell. */
function SummaryTable({ id, title, columns, rows }: { id: string; title: string; columns: string[]; rows: SummaryRow[] }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card-title">
        {title}
      </h2>
      <table className="summary-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.head}</th>
              {r.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
