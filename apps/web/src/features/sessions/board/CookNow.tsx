import { idleText, type AssignmentItem, type CookIdle, type ParticipantView } from '@brigade/contracts';
import { formatClock } from '../format';
import { attendedTask, connectionOf, connectionText, overrun, timersByThemselves } from './cook-state';
import { countdownText } from './timers';

interface CookNowProps {
  participant: ParticipantView;
  assignments: readonly AssignmentItem[];
  /** Why they are idle, from the plan (plan.board); undefined while it loads. */
  idle: CookIdle | undefined;
  /** Kitchen ms since the epoch (frozen while paused). */
  now: number;
}

/**
 * The top of a cook card on the host board (issue 26): their connection, the task they are doing
 * now (amber then red past its planned time, with the minutes over), their timers running by
 * themselves apart from it, and why they are idle when they are.
 */
export function CookNow({ participant, assignments, idle, now }: CookNowProps) {
  const connection = connectionOf(participant);
  const current = attendedTask(assignments);
  const timers = timersByThemselves(assignments);
  const late = current ? overrun(current, now) : null;
  const why = !current && connection.state === 'online' && idle ? idleText(idle, formatClock) : null;
  return (
    <div className="cook-now">
      <p className={`cook-connection cook-connection-${connection.state}`} data-testid="cook-connection">
        <span className="cook-connection-dot" aria-hidden="true" /> {connectionText(connection, formatClock)}
      </p>
      <div className={`cook-current${late ? ` cook-current-${late.level}` : ''}`}>
        <h4>Doing now</h4>
        {current ? (
          <p data-testid="cook-attended">
            <strong>{current.task_name}</strong>
            <span className="muted"> · {current.recipe_name}</span>
            <br />
            <span className="muted">Started {formatClock(current.started_at ?? current.assigned_at)}</span>
            {late && (
              <span className={`cook-overrun cook-overrun-${late.level}`} data-testid="cook-overrun">
                {' '}
                · {late.minutes} min over
              </span>
            )}
          </p>
        ) : (
          <p className="muted" data-testid="cook-idle">
            Idle{why ? `: ${why}` : ''}
          </p>
        )}
      </div>
      {timers.length > 0 && (
        <div className="cook-own-timers">
          <h4>Running by itself</h4>
          <ul>
            {timers.map((t) => (
              <li key={t.id}>
                <span>{t.task_name}</span> <span className="cook-own-timer-left">{countdownText(Date.parse(t.timer_ends_at!) - now)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
