import type { AssignmentItem } from '@brigade/contracts';
import { Button } from '../../ui';
import { useKitchenCountdown } from '../live/use-kitchen-now';
import { formatDuration, formatTimer, safetyLabel, taskTypeLabel } from './cook-tasks';

/** A server-side timer shown as m:ss; the server decides when it rings, the phone only displays. */
export function TimerDisplay({ assignment, label }: { assignment: AssignmentItem; label?: string }) {
  const left = useKitchenCountdown(assignment.timer_ends_at ? Date.parse(assignment.timer_ends_at) : null);
  if (left === null) {
    if (!assignment.timer_duration_minutes) return null;
    return <span className="task-timer task-timer-idle">Timer {formatDuration(assignment.timer_duration_minutes)}</span>;
  }
  return (
    <span className={`task-timer${left <= 60_000 ? ' task-timer-warning' : ''}`} role="timer" aria-label={`${label ?? 'Timer'}: ${formatTimer(left)} left`}>
      {formatTimer(left)}
    </span>
  );
}

interface TaskCardProps {
  assignment: AssignmentItem;
  connected: boolean;
  onComplete: (a: AssignmentItem) => void;
  onHelp: (a: AssignmentItem) => void;
  onStartTimer: (a: AssignmentItem) => void;
  helpBusy?: boolean;
}

export function TaskCard({ assignment: a, connected, onComplete, onHelp, onStartTimer, helpBusy }: TaskCardProps) {
  const enabled = a.status === 'in_progress' && connected;
  const headingId = `task-${a.id}-title`;
  const canStartTimer = a.task_type === 'timer_active' && a.timer_duration_minutes && !a.timer_started_at;
  return (
    <article className={`task-card task-type-${a.task_type}`} aria-labelledby={headingId}>
      <header className="task-card-head">
        <h3 id={headingId}>{a.task_name}</h3>
        <TimerDisplay assignment={a} label={a.task_name} />
      </header>
      {a.recipe_name && <p className="task-recipe muted">{a.recipe_name}</p>}
      {a.description && <p className="task-description">{a.description}</p>}
      <dl className="task-facts">
        <div>
          <dt>Type</dt>
          <dd>{taskTypeLabel(a.task_type)}</dd>
        </div>
        <div>
          <dt>Skill level</dt>
          <dd>{a.skill_level}/5</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{formatDuration(a.estimated_duration_minutes)}</dd>
        </div>
        <div>
          <dt>Safety</dt>
          <dd className={`safety-${a.safety_level}`}>{safetyLabel(a.safety_level)}</dd>
        </div>
        {a.equipment.length > 0 && (
          <div className="task-equipment">
            <dt>Equipment</dt>
            <dd>{a.equipment.map((e) => e.name).join(', ')}</dd>
          </div>
        )}
      </dl>
      <div className="task-actions">
        {canStartTimer && (
          <Button variant="secondary" disabled={!enabled} onClick={() => onStartTimer(a)}>
            Start Timer
          </Button>
        )}
        <Button disabled={!enabled} onClick={() => onComplete(a)} className="task-complete">
          Complete
        </Button>
        <Button variant="secondary" disabled={!enabled || helpBusy} onClick={() => onHelp(a)}>
          Request Help
        </Button>
      </div>
    </article>
  );
}
