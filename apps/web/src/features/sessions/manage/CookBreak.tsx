import type { ParticipantView, SessionView } from '@brigade/contracts';
import { Pill } from '../../../ui';
import { formatClock } from '../format';

/** 'On a break' next to a cook who put a task down (issue 12): they get no new work until back. */
export function BreakBadge({ participant }: { participant: ParticipantView }) {
  if (!participant.on_break_since) return null;
  return (
    <Pill shape="badge" tone="badge-break" title={`Since ${formatClock(participant.on_break_since)}`}>
      On a break
    </Pill>
  );
}

/**
 * Tasks a cook put down and nobody has picked up yet, with the minutes already done: the host sees
 * them waiting for the plan to hand them out again.
 */
export function PutDownTasks({ session }: { session: SessionView }) {
  const waiting = session.active_assignments.filter((a) => (a.elapsed_minutes ?? 0) > 0 && (a.status === 'pending' || a.status === 'unassignable'));
  if (waiting.length === 0) return null;
  return (
    <div className="put-down-tasks" role="status">
      <h3>Put down, back in the plan</h3>
      <ul>
        {waiting.map((a) => (
          <li key={a.id} data-task={a.task_id}>
            <strong>{a.task_name}</strong> · {a.elapsed_minutes} min done{a.participant_name ? ` · up next for ${a.participant_name}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
