import type { SessionTimeline, SessionView } from '@brigade/contracts';
import { useState } from 'react';
import { serverMessage } from '../../../app/errors';
import { trpc } from '../../../app/trpc';
import { Banner, Spinner } from '../../../ui';
import { useFormat, useT, type Formatters, type Translate } from '../../../i18n';
import { PlanHealthText } from './PredictedFinish';
import { dishColour, estimateSentence } from './plan-format';
import { TimelineChart } from './TimelineChart';
import { TimelineTaskList } from './TimelineTaskList';
import { TimelineUnplanned } from './TimelineUnplanned';
import { storyTime } from '../../../app/story-time';
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
  // Every time beside the chart is the finish story's (issue 34), dated when not on the kitchen's day.
  const story = plan?.story;
  const clock = (iso: string | null) => storyTime(iso, story?.now ?? plan?.now ?? '', f);
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
                {plan.unplanned.length > 0 && <span data-testid="timeline-not-counted">{t('meal.timeline.notCounted', { count: plan.unplanned.length })} </span>}
                {story?.serve_at && story.start_by && (
                  <span className={story.start_by_passed ? 'timeline-warning' : undefined} data-testid="timeline-start-by">
                    {t(story.start_by_passed ? 'meal.timeline.startByPassed' : 'meal.timeline.startBy', { serve: clock(story.serve_at), start: clock(story.start_by) })}
                  </span>
                )}
              </>
            ) : (
              story && (
                <>
                  <PlanHealthText story={story} /> {story.serve_at && <span data-testid="timeline-serve-at">{t('meal.timeline.serveAt', { time: clock(story.serve_at) })} </span>}
                  {session.status === 'active' && plannedSentence(plan, t, f)}
                </>
              )
            )}
          </p>
          <ul className="timeline-legend" aria-label={t('meal.timeline.legend.label')}>
            {plan.dishes.map((d) => (
              <li key={d.id} data-dish={d.id} className={d.late ? 'timeline-warning' : undefined}>
                <span className="timeline-swatch" style={{ background: colourOf(d.id) }} /> {t('meal.timeline.legend.ready', { dish: d.name, time: clock(d.finish_at) })}
              </li>
            ))}
            <li>
              <span className="timeline-swatch timeline-swatch-timer" /> {t('meal.timeline.legend.timer')}
            </li>
            <li>
              <span className="timeline-swatch timeline-swatch-critical" /> {t('meal.timeline.legend.critical')}
            </li>
          </ul>
          <TimelineUnplanned timeline={plan} />
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

/** 'Planned: 1 h 20 min with 3 cooks.' once cooking: the plan's first bar to its finish, not the wait before it. */
function plannedSentence(plan: SessionTimeline, t: Translate, f: Formatters): string {
  const from = Math.min(...plan.bars.map((b) => Date.parse(b.start_at)), Date.parse(plan.finish_at));
  return t('meal.timeline.planned', { duration: f.duration((Date.parse(plan.finish_at) - from) / 60_000), count: plan.cooks });
}
