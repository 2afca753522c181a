import { Button } from '../../../ui';
import { countdownText, timerTone, type BoardTimer } from './timers';

interface TimersPanelProps {
  timers: readonly BoardTimer[];
  /** Kitchen ms since the epoch (frozen while paused). */
  now: number;
  /** Timer runs (BoardTimer.key) the host acknowledged. */
  acknowledged: ReadonlySet<string>;
  onAcknowledge: (key: string) => void;
  muted: boolean;
  onMute: (muted: boolean) => void;
  paused: boolean;
}

/**
 * Every timer under way in the kitchen: task, dish, the cook who started it, a live countdown,
 * amber then red as it nears its end. A rung timer flashes until its cook finishes the task or the
 * host acknowledges it here.
 */
export function TimersPanel({ timers, now, acknowledged, onAcknowledge, muted, onMute, paused }: TimersPanelProps) {
  return (
    <section className="card board-timers" aria-labelledby="board-timers-title">
      <div className="section-heading">
        <h2 id="board-timers-title" className="card-title">
          Timers
        </h2>
        <Button variant="secondary" className="button-small board-mute" aria-pressed={muted} onClick={() => onMute(!muted)}>
          {muted ? 'Sound off' : 'Sound on'}
        </Button>
      </div>
      {paused && timers.length > 0 && <p className="muted">Paused: the timers stand still until you resume.</p>}
      {timers.length === 0 ? (
        <p className="muted">No timer running.</p>
      ) : (
        <ul className="board-timer-list">
          {timers.map((t) => {
            const left = t.endsAt - now;
            const tone = timerTone(left);
            const ringing = tone === 'done' && !acknowledged.has(t.key);
            return (
              <li key={t.key} className={`board-timer board-timer-${tone}${ringing ? ' board-timer-ringing' : ''}`} data-timer={t.id} data-tone={tone}>
                <div className="board-timer-what">
                  <strong>{t.task}</strong>
                  <span className="muted">
                    {t.dish} · started by {t.cook}
                    {t.passive ? ' · runs by itself' : ''}
                  </span>
                </div>
                <span className="board-timer-clock" role="timer" aria-label={tone === 'done' ? `${t.task}: done` : `${t.task}: ${countdownText(left)} left`}>
                  {tone === 'done' ? 'Done' : countdownText(left)}
                </span>
                {ringing && (
                  <Button variant="danger" className="button-small" onClick={() => onAcknowledge(t.key)}>
                    Acknowledge
                  </Button>
                )}
                {tone === 'done' && !ringing && <span className="muted board-timer-waiting">{t.finished ? 'acknowledged' : `waiting for ${t.cook}`}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
