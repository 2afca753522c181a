import type { SessionView } from '@brigade/contracts';
import { useState } from 'react';
import { serverMessage } from '../../../app/errors';
import { trpc } from '../../../app/trpc';
import { Banner, Spinner } from '../../../ui';
import { formatClock } from '../format';
import { PlanHealthText } from './PredictedFinish';
import { dishColour, estimateSentence, hoursMinutes } from './plan-format';
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
  const query = trpc.plan.timeline.useQuery(
    { code: session.code, options: waiting && cooks !== null ? { cooks } : {} },
    { enabled: session.session_recipes.length > 0, refetchInterval: session.status === 'active' && !paused ? 60_000 : false },
  );
  const t = query.data;
  // A dish keeps its colour whatever the plan does: by its place in the session's recipes.
  const colourOf = (dish: string | null) => dishColour(Math.max(0, session.session_recipes.findIndex((r) => String(r.id) === dish)));
  if (session.session_recipes.length === 0) return null;
  return (
    <section className="card timeline-card" aria-labelledby="timeline-title">
      <div className="timeline-head">
        <h2 id="timeline-title" className="card-title">
          Timeline
        </h2>
        {waiting && (
          <label className="timeline-cooks">
            Plan for{' '}
            <select aria-label="Number of cooks" value={cooks ?? ''} onChange={(e) => setCooks(e.target.value === '' ? null : Number(e.target.value))}>
              <option value="">the cooks who joined</option>
              {Array.from({ length: 8 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n} {n === 1 ? 'cook' : 'cooks'}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {query.isPending && <Spinner label="Planning..." />}
      {query.isError && <Banner>{serverMessage(query.error) ?? 'Failed to load the timeline'}</Banner>}
      {paused && (
        <p className="timeline-paused" data-testid="timeline-paused">
          Paused at {formatClock(session.paused_at)}: the timeline is frozen until you resume.
        </p>
      )}
      {t && (
        <>
          <p className="timeline-summary" data-testid="timeline-summary">
            {waiting ? (
              <>
                <span className="timeline-basis" data-testid="timeline-basis">
                  {basisSentence(t.cooks_basis, t.cooks)}
                </span>{' '}
                {t.estimates.length > 0 && <span data-testid="timeline-estimates">{estimateSentence(t.estimates)}.</span>}{' '}
                {t.serve_at && t.start_by && (
                  <span className={t.start_by_passed ? 'timeline-warning' : undefined} data-testid="timeline-start-by">
                    {t.start_by_passed
                      ? `To serve at ${formatClock(t.serve_at)} you needed to start by ${formatClock(t.start_by)}: that moment has passed.`
                      : `To serve at ${formatClock(t.serve_at)}, start by ${formatClock(t.start_by)}.`}
                  </span>
                )}
              </>
            ) : (
              <>
                <PlanHealthText health={t.health} finishAt={t.finish_at} serveAt={t.serve_at} /> {t.serve_at && <>Serve at {formatClock(t.serve_at)}. </>}
                Planned: {hoursMinutes((Date.parse(t.finish_at) - Date.parse(t.start_at)) / 60_000)} with {t.cooks} {t.cooks === 1 ? 'cook' : 'cooks'}.
              </>
            )}
          </p>
          <ul className="timeline-legend" aria-label="Dishes">
            {t.dishes.map((d) => (
              <li key={d.id} data-dish={d.id}>
                <span className="timeline-swatch" style={{ background: colourOf(d.id) }} /> {d.name} · ready {formatClock(d.finish_at)}
              </li>
            ))}
            <li>
              <span className="timeline-swatch timeline-swatch-timer" /> timer running by itself (no cook needed)
            </li>
            <li>
              <span className="timeline-swatch timeline-swatch-critical" /> critical path
            </li>
          </ul>
          <div className="timeline-body">
            <TimelineChart timeline={t} colourOf={colourOf} />
            <TimelineTaskList timeline={t} colourOf={colourOf} />
          </div>
        </>
      )}
    </section>
  );
}

/** Who the plan before the start is made for, said plainly (issue 26). */
function basisSentence(basis: 'joined' | 'chosen' | 'nobody_joined' | undefined, cooks: number): string {
  const n = `${cooks} ${cooks === 1 ? 'cook' : 'cooks'}`;
  if (basis === 'nobody_joined') return `Nobody has joined yet: planned for ${n}.`;
  if (basis === 'chosen') return `Planned for ${n}, as you chose.`;
  return `Planned for the ${cooks === 1 ? 'cook' : `${cooks} cooks`} who joined.`;
}
