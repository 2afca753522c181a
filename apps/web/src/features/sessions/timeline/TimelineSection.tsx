import type { SessionView } from '@brigade/contracts';
import { useState } from 'react';
import { serverMessage } from '../../../app/errors';
import { trpc } from '../../../app/trpc';
import { Banner, Spinner } from '../../../ui';
import { useFormat, useT, type Formatters, type Translate } from '../../../i18n';
import { PlanHealthText } from './PredictedFinish';
import { dishColour, estimateSentence } from './plan-format';
import { TimelineChart } from './TimelineChart';
import { TimelineTaskList } from './TimelineTaskList';
import './timeline.css';

/**
 * The host's view of the plan: a section headed 'Timeline' on the session page (loaded as its own
 * chunk, never on the cook's path). Before Start it plans for the cooks who joined, or a chosen
 * number; once cooking it follows the live plan (the page asks for it again at most every TIMELINE_REFRESH_MS while live events arrive).
 */
export default function TimelineSection({ session }: { session: SessionView }) {
  const waiting = session.status === 'waiting';
  const paused = session.status === 'active' && Boolean(session.paused_at);
  const [cooks, setCooks] = useState<number | null>(null);
  const t = useT();
  const f = useFormat();
  const query = trpc.plan.timeline.useQuery(
    { code: session.code, options: waiting && cooks !== null ? { cooks } : {} },
    { enabled: session.session_recipes.length > 0, refetchInterval: session.status === 'active' && !paused ? 60_000 : false },
  );
  const plan = query.data;
  // A dish keeps its colour whatever the plan does: by its place in the session's recipes.
  const colourOf = (dish: string | null) => dishColour(Math.max(0, session.session_recipes.findIndex((r) => String(r.id) === dish)));
  if (session.session_recipes.length === 0) return null;
  return (
    <section className="card timeline-card" aria-labelledby="timeline-title">
      <div className="timeline-head">
        <h2 id="timeline-title" className="card-title">
          {t('meal.timeline.title')}
        </h2>
        {waiting && (
          <label className="timeline-cooks">
            {t('meal.timeline.planFor')}{' '}
            <select aria-label={t('meal.timeline.cooksLabel')} value={cooks ?? ''} onChange={(e) => setCooks(e.target.value === '' ? null : Number(e.target.value))}>
              <option value="">{t('meal.timeline.joinedCooks')}</option>
              {Array.from({ length: 8 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {t('meal.timeline.cookCount', { count: n })}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {query.isPending && <Spinner label={t('meal.timeline.planning')} />}
      {query.isError && <Banner>{serverMessage(query.error, t) ?? t('meal.timeline.failed')}</Banner>}
      {paused && (
        <p className="timeline-paused" data-testid="timeline-paused">
          {t('meal.timeline.paused', { time: f.clock(session.paused_at) })}
        </p>
      )}
      {plan && (
        <>
          <p className="timeline-summary" data-testid="timeline-summary">
            {waiting ? (
              <>
                <span className="timeline-basis" data-testid="timeline-basis">
                  {basisSentence(plan.cooks_basis, plan.cooks, t)}
                </span>{' '}
                {plan.estimates.length > 0 && <span data-testid="timeline-estimates">{estimateSentence(plan.estimates, t, f)}</span>}{' '}
                {plan.serve_at && plan.start_by && (
                  <span className={plan.start_by_passed ? 'timeline-warning' : undefined} data-testid="timeline-start-by">
                    {t(plan.start_by_passed ? 'meal.timeline.startByPassed' : 'meal.timeline.startBy', { serve: f.clock(plan.serve_at), start: f.clock(plan.start_by) })}
                  </span>
                )}
              </>
            ) : (
              <>
                <PlanHealthText health={plan.health} finishAt={plan.finish_at} serveAt={plan.serve_at} /> {plan.serve_at && <>{t('meal.timeline.serveAt', { time: f.clock(plan.serve_at) })} </>}
                {plannedSentence(plan.start_at, plan.finish_at, plan.cooks, t, f)}
              </>
            )}
          </p>
          <ul className="timeline-legend" aria-label={t('meal.timeline.legend.label')}>
            {plan.dishes.map((d) => (
              <li key={d.id} data-dish={d.id}>
                <span className="timeline-swatch" style={{ background: colourOf(d.id) }} /> {t('meal.timeline.legend.ready', { dish: d.name, time: f.clock(d.finish_at) })}
              </li>
            ))}
            <li>
              <span className="timeline-swatch timeline-swatch-timer" /> {t('meal.timeline.legend.timer')}
            </li>
            <li>
              <span className="timeline-swatch timeline-swatch-critical" /> {t('meal.timeline.legend.critical')}
            </li>
          </ul>
          <div className="timeline-body">
            <TimelineChart timeline={plan} colourOf={colourOf} />
            <TimelineTaskList timeline={plan} colourOf={colourOf} />
          </div>
        </>
      )}
    </section>
  );
}

/** Who the plan before the start is made for, said plainly (issue 26). */
function basisSentence(basis: 'joined' | 'chosen' | 'nobody_joined' | undefined, count: number, t: Translate): string {
  if (basis === 'nobody_joined') return t('meal.timeline.basis.nobodyJoined', { count });
  if (basis === 'chosen') return t('meal.timeline.basis.chosen', { count });
  return t('meal.timeline.basis.joined', { count });
}

/** 'Planned: 1 h 20 min with 3 cooks.' once cooking. */
function plannedSentence(startAt: string, finishAt: string, count: number, t: Translate, f: Formatters): string {
  return t('meal.timeline.planned', { duration: f.duration((Date.parse(finishAt) - Date.parse(startAt)) / 60_000), count });
}
