import { useT } from '../../../i18n';
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
  const t = useT();
  return (
    <section className="card board-timers" aria-labelledby="board-timers-title">
      <div className="section-heading">
        <h2 id="board-timers-title" className="card-title">
          {t('host.timers.title')}
        </h2>
        <Button variant="secondary" className="button-small board-mute" aria-pressed={muted} onClick={() => onMute(!muted)}>
          {muted ? t('host.timers.soundOff') : t('host.timers.soundOn')}
        </Button>
      </div>
      {paused && timers.length > 0 && <p className="muted">{t('host.timers.paused')}</p>}
      {timers.length === 0 ? (
        <p className="muted">{t('host.timers.none')}</p>
      ) : (
        <ul className="board-timer-list">
          {timers.map((timer) => {
            const left = timer.endsAt - now;
            const tone = timerTone(left);
            const ringing = tone === 'done' && !acknowledged.has(timer.key);
            const cook = timer.cook ?? t('host.timers.noCook');
            return (
              <li key={timer.key} className={`board-timer board-timer-${tone}${ringing ? ' board-timer-ringing' : ''}`} data-timer={timer.id} data-tone={tone}>
                <div className="board-timer-what">
                  <strong>{timer.task}</strong>
                  <span className="muted">{t(timer.passive ? 'host.timers.metaPassive' : 'host.timers.meta', { dish: timer.dish, cook })}</span>
                </div>
                <span
                  className="board-timer-clock"
                  role="timer"
                  aria-label={tone === 'done' ? t('host.timers.doneLabel', { task: timer.task }) : t('host.timers.leftLabel', { task: timer.task, time: countdownText(left) })}
                >
                  {tone === 'done' ? t('host.timers.done') : countdownText(left)}
                </span>
                {ringing && (
                  <Button variant="danger" className="button-small" onClick={() => onAcknowledge(timer.key)}>
                    {t('host.timers.acknowledge')}
                  </Button>
                )}
                {tone === 'done' && !ringing && (
                  <span className="muted board-timer-waiting">{timer.finished ? t('host.timers.acknowledged') : t('host.timers.waitingFor', { cook })}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
