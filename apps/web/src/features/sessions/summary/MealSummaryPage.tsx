import { Link, useParams } from 'react-router-dom';
import { serverMessage } from '../../../app/errors';
import { usePageTitle } from '../../../app/page-title';
import { trpc } from '../../../app/trpc';
import { Banner, Spinner } from '../../../ui';
import { formatClock, formatDateTime, formatDuration } from '../format';
import { TimelineChart } from '../timeline/TimelineChart';
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
      <section className="card" aria-labelledby="who-title">
        <h2 id="who-title" className="card-title">
          Who did what
        </h2>
        <table className="summary-table">
          <thead>
            <tr>
              <th scope="col">Cook</th>
              <th scope="col">Tasks done</th>
              <th scope="col">Time at work</th>
            </tr>
          </thead>
          <tbody>
            {s.cooks.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.name}</th>
                <td>{c.tasks_done}</td>
                <td>{formatDuration(c.minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="card" aria-labelledby="dishes-title">
        <h2 id="dishes-title" className="card-title">
          Dishes: actual against planned
        </h2>
        <table className="summary-table">
          <thead>
            <tr>
              <th scope="col">Dish</th>
              <th scope="col">Planned</th>
              <th scope="col">Actual</th>
              <th scope="col">Difference</th>
              <th scope="col">Ready</th>
            </tr>
          </thead>
          <tbody>
            {s.dishes.map((d) => (
              <tr key={d.id}>
                <th scope="row">{d.name}</th>
                <td>{formatDuration(d.planned_minutes)}</td>
                <td>{formatDuration(d.actual_minutes)}</td>
                <td>{diff(d.actual_minutes, d.planned_minutes)}</td>
                <td>{d.finished_at ? formatClock(d.finished_at) : 'Not finished'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="card" aria-labelledby="happened-title">
        <h2 id="happened-title" className="card-title">
          Timeline as it happened
        </h2>
        <TimelineChart timeline={s.timeline} />
      </section>
      <section className="card" aria-labelledby="tasks-title">
        <h2 id="tasks-title" className="card-title">
          Tasks: actual against planned
        </h2>
        <table className="summary-table">
          <thead>
            <tr>
              <th scope="col">Task</th>
              <th scope="col">Dish</th>
              <th scope="col">Cook</th>
              <th scope="col">Planned</th>
              <th scope="col">Actual</th>
              <th scope="col">Difference</th>
            </tr>
          </thead>
          <tbody>
            {s.tasks.map((t) => (
              <tr key={t.task_id}>
                <th scope="row">{t.name}</th>
                <td>{t.dish_name}</td>
                <td>{t.cook_name ?? '—'}</td>
                <td>{formatDuration(t.planned_minutes)}</td>
                <td>{t.actual_minutes === null ? 'Not done' : formatDuration(t.actual_minutes)}</td>
                <td>{diff(t.actual_minutes, t.planned_minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
