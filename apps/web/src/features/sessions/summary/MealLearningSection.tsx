import type { LearnedLine } from '@brigade/contracts';
import { trpc } from '../../../app/trpc';
import { useFormat, useT } from '../../../i18n';

/**
 * The summary's "What Brigade learned" (issue 37): per dish and per cook, the recipes' minutes,
 * the real ones, and the pace the plans now use. An anonymous cook counts towards the kitchen only.
 */
export function MealLearningSection({ code }: { code: string }) {
  const t = useT();
  const f = useFormat();
  const query = trpc.pace.meal.useQuery({ code });
  if (!query.data) return null;
  const m = query.data;
  const [dishesId, cooksId] = ['learned-dishes', 'learned-cooks'];
  const duration = (minutes: number) => f.duration(minutes, 'compact');
  const pace = (p: number | null) => (p === null ? t('meal.learned.kitchenOnly') : t('meal.learned.pace', { pace: f.number(p, { maximumFractionDigits: 2, minimumFractionDigits: 1 }) }));
  const table = ({ id, title, head, rows }: { id: string; title: string; head: string; rows: LearnedLine[] }) => (
    <table className="summary-table" aria-labelledby={id}>
      <caption id={id}>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">{t('meal.learned.column.estimate')}</th>
          <th scope="col">{t('meal.learned.column.actual')}</th>
          <th scope="col">{t('meal.learned.column.learned')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <th scope="row">{r.name}</th>
            <td>{duration(r.estimated_minutes)}</td>
            <td>{duration(r.actual_minutes)}</td>
            <td>{pace(r.learned_pace)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section className="card" aria-labelledby="learned-title" tabIndex={0} data-testid="meal-learning">
      <h2 id="learned-title" className="card-title">
        {t('meal.learned.title')}
      </h2>
      {m.observed_tasks === 0 ? (
        <p className="muted">{t('meal.learned.nothing')}</p>
      ) : (
        <>
          <p>{t('meal.learned.kitchen', { meals: m.kitchen.meals, pace: f.number(m.kitchen.pace, { maximumFractionDigits: 1, minimumFractionDigits: 1 }), tasks: m.observed_tasks })}</p>
          {table({ id: dishesId, title: t('meal.learned.dishes'), head: t('meal.summary.column.dish'), rows: m.dishes })}
          {table({ id: cooksId, title: t('meal.learned.cooks'), head: t('meal.summary.who.cook'), rows: m.cooks })}
        </>
      )}
    </section>
  );
}
