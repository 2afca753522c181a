import type { PlanHealth } from '@brigade/contracts';
import { formatClock } from '../format';
import { useNow } from '../manage/use-now';

/**
 * The predicted finish, never a time in the past: a prediction the clock has overtaken means the
 * kitchen is running late (or has stalled), and the host is told so instead.
 */
export function PredictedFinish({ predicted, serveAt }: { predicted: string | null; serveAt?: string | null }) {
  const now = useNow(15_000);
  if (!predicted) return <>Calculating...</>;
  // Running late is said only against the serve time (issue 26); a prediction the clock overtook is being worked out again.
  if (Date.parse(predicted) < now) {
    return serveAt && Date.parse(serveAt) < now ? <span className="timeline-warning">Running late (was {formatClock(predicted)})</span> : <>Updating (was {formatClock(predicted)})</>;
  }
  if (serveAt && Date.parse(predicted) > Date.parse(serveAt)) return <span className="timeline-warning">{formatClock(predicted)}: running late</span>;
  return <>{formatClock(predicted)}</>;
}

export function PlanHealthText({ health, finishAt, serveAt }: { health: PlanHealth; finishAt: string; serveAt?: string | null }) {
  if (health === 'stalled') return <span className="timeline-warning" data-testid="plan-health">Stalled: nobody is working on the meal.</span>;
  if (health === 'running_late') return <span className="timeline-warning" data-testid="plan-health">Running late: ready at {formatClock(finishAt)}, after the serve time.</span>;
  if (serveAt) return <span data-testid="plan-health">On time: ready at {formatClock(finishAt)}.</span>;
  return <span data-testid="plan-health">Ready at {formatClock(finishAt)}.</span>;
}
