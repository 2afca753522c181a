import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { serverMessage } from '../../../app/errors';
import { usePageTitle } from '../../../app/page-title';
import { trpc } from '../../../app/trpc';
import { Banner, Spinner } from '../../../ui';
import { sessionNameFromServer } from '../format';
import { useFormat, useRecipeText, useT, type Formatters, type Translate } from '../../../i18n';
import { TimelineChart } from '../timeline/TimelineChart';
import { dishColour } from '../timeline/plan-format';
import '../timeline/timeline.css';
import { MealLearningSection } from './MealLearningSection';
import { PlanHealthText } from '../timeline/PredictedFinish';
import { storyTime } from '../../../app/story-time';

/** Actual against planned: 'as planned', '+5 min', '−1h 5m' (compact, as in every host table). */
function diff(actual: number | null, planned: number, t: Translate, f: Formatters): string {
  if (actual === null) return '—';
  if (actual === planned) return t('meal.summary.asPlanned');
  const duration = f.duration(Math.abs(actual - planned), 'compact');
  return t(actual > planned ? 'meal.summary.longer' : 'meal.summary.shorter', { duration });
}

/** /sessions/{code}/summary: after the meal, opened from History. */
export function MealSummaryPage() {
  const { sessionCode = '' } = useParams();
  const code = sessionCode.toUpperCase();
  const query = trpc.plan.summary.useQuery({ code });
  const t = useT();
  const f = useFormat();
  const local = useRecipeText();
  usePageTitle(t('meal.summary.title'));
  if (query.isPending) return <Spinner label={t('meal.summary.loading')} />;
  if (!query.data) return <Banner>{serverMessage(query.error, t) ?? t('meal.summary.failed')}</Banner>;
  const s = query.data;
  const duration = (minutes: number) => f.duration(minutes, 'compact');
  const readyAt = (id: string) => {
    const d = s.story.dishes.find((x) => x.id === id);
    return d?.done && d.finish_at ? storyTime(d.finish_at, s.story.now, f) : null;
  };
  const name = sessionNameFromServer(s.session_name, s.code, t);
  return (
    <div className="page meal-summary">
      <nav className="breadcrumbs" aria-label={t('meal.breadcrumb')}>
        <Link to="/sessions/history">{t('meal.history.title')}</Link> <span aria-hidden="true">&gt;</span> <span aria-current="page">{name}</span>
      </nav>
      <h1>{t('meal.summary.heading', { name })}</h1>
      <p className="muted">{t('meal.summary.times', { start: f.dateTime(s.started_at), end: f.dateTime(s.completed_at) })}</p>
      {/* The finish story (issue 34): the meal ended when it really ended, against the serve time. */}
      <p data-testid="summary-story">
        <PlanHealthText story={s.story} /> {s.story.serve_at && t('meal.timeline.serveAt', { time: storyTime(s.story.serve_at, s.story.now, f) })}
      </p>
      <SummaryTable
        id="who-title"
        title={t('meal.summary.who.title')}
        columns={[t('meal.summary.who.cook'), t('meal.summary.who.tasks'), t('meal.summary.who.time')]}
        rows={s.cooks.map((c) => ({ key: c.id, head: c.name, cells: [f.number(c.tasks_done), duration(c.minutes)] }))}
      />
      <SummaryTable
        id="dishes-title"
        title={t('meal.summary.dishes.title')}
        columns={[
          t('meal.summary.column.dish'),
          t('meal.summary.column.planned'),
          t('meal.summary.column.actual'),
          t('meal.summary.column.difference'),
          t('meal.summary.column.ready'),
        ]}
        rows={s.dishes.map((d) => ({
          key: d.id,
          head: local.name(d),
          cells: [
            duration(d.planned_minutes),
            duration(d.actual_minutes),
            // A dish not finished (a meal ended early) has no difference yet: its actual is only the time so far.
            diff(d.finished_at === null ? null : d.actual_minutes, d.planned_minutes, t, f),
            readyAt(d.id) ?? t('meal.summary.notFinished'),
          ],
        }))}
      />
      <MealLearningSection code={code} />
      <section className="card" aria-labelledby="happened-title">
        <h2 id="happened-title" className="card-title">
          {t('meal.summary.happened')}
        </h2>
        <TimelineChart timeline={s.timeline} colourOf={(dish) => dishColour(Math.max(0, s.dishes.findIndex((d) => d.id === dish)))} />
      </section>
      <SummaryTable
        id="tasks-title"
        title={t('meal.summary.tasks.title')}
        columns={[
          t('meal.summary.column.task'),
          t('meal.summary.column.dish'),
          t('meal.summary.column.cook'),
          t('meal.summary.column.planned'),
          t('meal.summary.column.actual'),
          t('meal.summary.column.difference'),
        ]}
        rows={s.tasks.map((task) => {
          const text = local.bar({ task_name: task.name, dish_name: task.dish_name, task_translations: task.task_translations, dish_translations: task.dish_translations });
          return {
          key: task.task_id,
          head: text.task,
          cells: [
            text.recipe,
            task.cook_name ?? '—',
            duration(task.planned_minutes),
            task.actual_minutes === null ? t('meal.summary.notDone') : duration(task.actual_minutes),
            diff(task.actual_minutes, task.planned_minutes, t, f),
          ],
          };
        })}
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
    // A wide table scrolls sideways inside its card on a phone: the card takes the keyboard's focus to scroll it.
    <section className="card" aria-labelledby={id} tabIndex={0}>
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
