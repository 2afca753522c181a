import type { ParticipantView, SessionView } from '@brigade/contracts';
import { T, useFormat, useRecipeText, useT } from '../../../i18n';
import { Pill } from '../../../ui';

/** 'On a break' next to a cook who put a task down (issue 12): they get no new work until back. */
export function BreakBadge({ participant }: { participant: ParticipantView }) {
  const t = useT();
  const f = useFormat();
  if (!participant.on_break_since) return null;
  return (
    <Pill shape="badge" tone="badge-break" title={t('host.break.since', { time: f.clock(participant.on_break_since) })}>
      {t('host.break.badge')}
    </Pill>
  );
}

/**
 * Tasks a cook put down and nobody has picked up yet, with the minutes already done: the host sees
 * them waiting for the plan to hand them out again.
 */
export function PutDownTasks({ session }: { session: SessionView }) {
  const t = useT();
  const local = useRecipeText();
  const waiting = session.active_assignments.filter((a) => (a.elapsed_minutes ?? 0) > 0 && (a.status === 'pending' || a.status === 'unassignable'));
  if (waiting.length === 0) return null;
  return (
    <div className="put-down-tasks" role="status">
      <h3>{t('host.putDown.title')}</h3>
      <ul>
        {waiting.map((a) => (
          <li key={a.id} data-task={a.task_id}>
            <T
              id={a.participant_name ? 'host.putDown.itemFor' : 'host.putDown.item'}
              values={{ task: local.assignment(a).task, minutes: a.elapsed_minutes, name: a.participant_name }}
              components={{ 0: <strong /> }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
