import type { AssignmentItem } from '@brigade/contracts';
import { memo } from 'react';
import { Button } from '../../ui';
import { useKitchenCountdown, useKitchenRang } from '../live/use-kitchen-now';
import { equipmentWord, taskTypeWord } from '../../app/kitchen-words';
import { useFormat, useRecipeText, useT } from '../../i18n';
import { StepIngredients } from './StepIngredients';

/**
 * A server-side timer shown as m:ss; the server decides when it rings, the phone only displays.
 * While the session is paused (`pausedAt`) it stands still at the pause's moment.
 */
export function TimerDisplay({ assignment, label, pausedAt = null }: { assignment: AssignmentItem; label?: string; pausedAt?: string | null }) {
  const t = useT();
  const f = useFormat();
  const left = useKitchenCountdown(assignment.timer_ends_at ? Date.parse(assignment.timer_ends_at) : null, pausedAt);
  if (left === null) {
    if (!assignment.timer_duration_minutes) return null;
    return <span className="task-timer task-timer-idle">{t('cook.task.timerIdle', { duration: f.duration(assignment.timer_duration_minutes) })}</span>;
  }
  const time = f.timer(left);
  return (
    <span className={`task-timer${left <= 60_000 ? ' task-timer-warning' : ''}`} role="timer" aria-label={t('cook.task.timeLeft', { label: label ?? t('cook.task.timer'), time })}>
      {time}
    </span>
  );
}

interface TaskCardProps {
  assignment: AssignmentItem;
  connected: boolean;
  onComplete: (a: AssignmentItem, options?: { finishEarly?: boolean }) => void;
  onHelp: (a: AssignmentItem) => void;
  onStartTimer: (a: AssignmentItem) => void;
  helpBusy?: boolean;
  /** Put the task down and take a break (issue 12): not for a timer that already runs. */
  onStepAway?: (a: AssignmentItem) => void;
  /** The session's pause (its moment), when paused: the countdown stands still there. */
  pausedAt?: string | null;
}

/**
 * One task on the cook's phone. A timer task says what its button does: 'Start timer' starts the
 * timer; a stay-with-it timer then shows 'Done', which works once the timer rang, and 'Finish
 * early' for a cook who is done before it (a hands-off timer leaves the card for "Timers running").
 */
export const TaskCard = memo(function TaskCard({ assignment: a, connected, onComplete, onHelp, onStartTimer, helpBusy, onStepAway, pausedAt = null }: TaskCardProps) {
  const t = useT();
  const f = useFormat();
  const text = useRecipeText().assignment(a);
  const enabled = a.status === 'in_progress' && connected;
  const headingId = `task-${a.id}-title`;
  const timed = Boolean(a.timer_duration_minutes);
  const started = a.timer_started_at !== null && a.timer_started_at !== undefined;
  // The countdown ticks in TimerDisplay; the card itself re-renders only when the timer rings.
  const rang = useKitchenRang(a.timer_ends_at ? Date.parse(a.timer_ends_at) : null, pausedAt);
  const ringing = started && rang;
  const equipment = a.equipment.map((e) => e.name);
  // One help request per task at a time: open until the host answers 'on my way'.
  const helpOpen = Boolean(a.help_requested_at) && !a.help_answered_at;
  const helpComing = Boolean(a.help_requested_at) && Boolean(a.help_answered_at);
  return (
    <article className={`task-card task-type-${a.task_type}`} aria-labelledby={headingId}>
      <header className="task-card-head">
        <h3 id={headingId}>{text.task}</h3>
        {started && <TimerDisplay assignment={a} label={text.task} pausedAt={pausedAt} />}
      </header>
      {text.recipe && <p className="task-recipe muted">{text.recipe}</p>}
      {text.description && <p className="task-description">{text.description}</p>}
      <StepIngredients taskId={a.task_id} />
      <dl className="task-facts">
        <div>
          <dt>{t('cook.task.type')}</dt>
          <dd>{taskTypeWord(t, a.task_type, a.task_type === 'equipment_claim' ? equipment : [])}</dd>
        </div>
        <div>
          <dt>{t('cook.task.skillLevel')}</dt>
          <dd>{t('cook.task.skillOutOf', { level: a.skill_level })}</dd>
        </div>
        <div>
          <dt>{timed ? t('cook.task.handsOn') : t('cook.task.time')}</dt>
          <dd>
            {a.elapsed_minutes
              ? t('cook.task.leftAfterBreak', { left: f.duration(Math.max(1, a.estimated_duration_minutes - a.elapsed_minutes)), done: f.duration(a.elapsed_minutes) })
              : f.duration(a.estimated_duration_minutes)}
          </dd>
        </div>
        {timed && (
          <div>
            <dt>{a.task_type === 'timer_passive' ? t('cook.task.thenTimer') : t('cook.task.stayTimer')}</dt>
            <dd>{f.duration(a.timer_duration_minutes!)}</dd>
          </div>
        )}
        <div>
          <dt>{t('cook.task.safety')}</dt>
          <dd className={`safety-${a.safety_level}`}>{t('cook.task.safetyLevel', { level: a.safety_level })}</dd>
        </div>
        {equipment.length > 0 && (
          <div className="task-equipment">
            <dt>{t('cook.task.equipment')}</dt>
            <dd>{equipment.map((e) => equipmentWord(t, e)).join(', ')}</dd>
          </div>
        )}
        {a.oven && (
          <div className="task-oven">
            <dt>{t('cook.task.oven')}</dt>
            <dd>{t('cook.task.ovenSetting', { temperature: a.oven.temperature_c, mode: a.oven.fan === null ? 'any' : a.oven.fan ? 'fan' : 'conventional' })}</dd>
          </div>
        )}
      </dl>
      {a.oven?.shared_with && (
        <p className="task-oven-why">
          {t('cook.task.ovenShared', {
            temperature: a.oven.temperature_c,
            recipe: a.oven.recipe_temperature_c,
            dish: a.oven.shared_with,
            change: a.oven.minutes_changed < 0 ? 'less' : a.oven.minutes_changed > 0 ? 'more' : 'same',
            minutes: Math.abs(a.oven.minutes_changed),
          })}
        </p>
      )}
      {(helpOpen || helpComing) && (
        <p className="task-help-state" role="status">
          {helpOpen ? t('cook.task.helpOpen') : t('cook.task.helpComing')}
        </p>
      )}
      <div className="task-actions">
        {timed && !started ? (
          <Button disabled={!enabled} onClick={() => onStartTimer(a)} className="task-complete">
            {t('cook.task.startTimer')}
          </Button>
        ) : timed ? (
          <>
            <Button disabled={!enabled || !ringing} onClick={() => onComplete(a)} className="task-complete" aria-describedby={ringing ? undefined : `${headingId}-wait`}>
              {t('cook.task.done')}
            </Button>
            {!ringing && (
              <>
                <span id={`${headingId}-wait`} className="visually-hidden">
                  {t('cook.task.doneWhenRings')}
                </span>
                <Button variant="secondary" disabled={!enabled} onClick={() => onComplete(a, { finishEarly: true })}>
                  {t('cook.task.finishEarly')}
                </Button>
              </>
            )}
          </>
        ) : (
          <Button disabled={!enabled} onClick={() => onComplete(a)} className="task-complete">
            {t('cook.task.complete')}
          </Button>
        )}
        <Button variant="secondary" disabled={!enabled || helpBusy || helpOpen} onClick={() => onHelp(a)}>
          {helpOpen ? t('cook.task.helpRequested') : t('cook.task.requestHelp')}
        </Button>
        {onStepAway && !started && (
          <Button variant="secondary" disabled={!enabled} onClick={() => onStepAway(a)} className="task-step-away">
            {t('cook.task.stepAway')}
          </Button>
        )}
      </div>
    </article>
  );
});
