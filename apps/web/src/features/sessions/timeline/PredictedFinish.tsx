import type { PlanHealth } from '@brigade/contracts';
import { useFormat, useT } from '../../../i18n';
import { useNow } from '../manage/use-now';

/**
 * The predicted finish, never a time in the past: a prediction the clock has overtaken means the
 * kitchen is running late (or has stalled), and the host is told so instead.
 */
export function PredictedFinish({ predicted, serveAt }: { predicted: string | null; serveAt?: string | null }) {
  const now = useNow(15_000);
  const t = useT();
  const f = useFormat();
  if (!predicted) return <>{t('meal.timeline.finish.calculating')}</>;
  const time = f.clock(predicted);
  // Running late is said only against the serve time (issue 26); a prediction the clock overtook is being worked out again.
  if (Date.parse(predicted) < now) {
    return serveAt && Date.parse(serveAt) < now ? (
      <span className="timeline-warning">{t('meal.timeline.finish.lateWas', { time })}</span>
    ) : (
      <>{t('meal.timeline.finish.updatingWas', { time })}</>
    );
  }
  if (serveAt && Date.parse(predicted) > Date.parse(serveAt)) return <span className="timeline-warning">{t('meal.timeline.finish.late', { time })}</span>;
  return <>{time}</>;
}

export function PlanHealthText({ health, finishAt, serveAt }: { health: PlanHealth; finishAt: string; serveAt?: string | null }) {
  const t = useT();
  const f = useFormat();
  const time = f.clock(finishAt);
  if (health === 'stalled') return <span className="timeline-warning" data-testid="plan-health">{t('meal.timeline.health.stalled')}</span>;
  if (health === 'running_late') return <span className="timeline-warning" data-testid="plan-health">{t('meal.timeline.health.late', { time })}</span>;
  if (serveAt) return <span data-testid="plan-health">{t('meal.timeline.health.onTime', { time })}</span>;
  return <span data-testid="plan-health">{t('meal.timeline.health.ready', { time })}</span>;
}
