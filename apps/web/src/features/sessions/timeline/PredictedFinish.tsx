import type { PlanHealth } from '@brigade/contracts';
import { formatClock } from '../format';
import { useNow } from '../manage/use-now';

/**
 * The predicted finish, never a time in the past: a prediction the clock has overtaken means the
 * kitchen is running late (or has stalled), and the host is told so instead.
 */
export function PredictedFinish({ predicted }: { predicted: string | null }) {
  const now = useNow(15_000);
  if (!predicted) return <>Calculating...</>;
  if (Date.parse(predicted) < now) return <span className="timeline-warning">Running late (was {formatClock(predicted)})</span>;
  return <>{formatClock(predicted)}</>;
}

export function PlanHealthText({ health, finishAt }: { health: PlanHealth; finishAt: string }) {
  if (health === 'stalled') return <span className="timeline-warning" data-testid="plan-health">Stalled: nobody is working on the meal.</span>;
  if (health === 'running_late') return <span className="timeline-warning" data-testid="plan-health">Running late: now expected at {formatClock(finishAt)}.</span>;
  return <span data-testid="plan-health">On time: ready at {formatClock(finishAt)}.</span>;
}
