import type { AssignmentItem, CookIdle, ParticipantView } from '@brigade/contracts';
import { useFormat, useRecipeText, useT } from '../../../i18n';
import { idleWords } from './board-words';
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
  const t = useT();
  const local = useRecipeText();
  const f = useFormat();
  const clock = (iso: string) => f.clock(iso);
  const connection = connectionOf(participant);
  const current = attendedTask(assignments);
  const timers = timersByThemselves(assignments);
  const late = current ? overrun(current, now) : null;
  const why = !current && connection.state === 'online' && idle ? idleWords(t, idle, clock, local.lang) : null;
  return (
    <div className="cook-now">
      <p className={`cook-connection cook-connection-${connection.state}`} data-testid="cook-connection">
        <span className="cook-connection-dot" aria-hidden="true" /> {connectionText(t, connection, clock)}
      </p>
      <div className={`cook-current${late ? ` cook-current-${late.level}` : ''}`}>
        <h4>{t('host.cook.doingNow')}</h4>
        {current ? (
          <p data-testid="cook-attended">
            <strong>{local.assignment(current).task}</strong>
            <span className="muted"> · {local.assignment(current).recipe}</span>
            <br />
            <span className="muted">{t('host.cook.started', { time: f.clock(current.started_at ?? current.assigned_at) })}</span>
            {late && (
              <span className={`cook-overrun cook-overrun-${late.level}`} data-testid="cook-overrun">
                {' '}
                · {t('host.cook.over', { minutes: late.minutes })}
              </span>
            )}
          </p>
        ) : (
          <p className="muted" data-testid="cook-idle">
            {why ? t('host.cook.idleWhy', { why }) : t('host.cook.idle')}
          </p>
        )}
      </div>
      {timers.length > 0 && (
        <div className="cook-own-timers">
          <h4>{t('host.cook.runningByItself')}</h4>
          <ul>
            {timers.map((timer) => (
              <li key={timer.id}>
                <span>{local.assignment(timer).task}</span> <span className="cook-own-timer-left">{countdownText(Date.parse(timer.timer_ends_at!) - now)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
