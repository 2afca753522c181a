import type { SessionView } from '@brigade/contracts';
import { useMemo } from 'react';
import { useT } from '../../../i18n';
import { useKitchenNow } from '../../live';
import { HelpAlerts, type HelpRequest } from '../manage/HelpAlerts';
import { boardNow, boardTimers, helpAlarms, helpKey } from './timers';
import { TimersPanel } from './TimersPanel';
import { useAcknowledged, useBoardAlarm, useBoardMute, type BoardAlarm } from './use-board-alarm';
import './board.css';

interface KitchenAlarmsProps {
  session: SessionView;
  helpRequests: HelpRequest[];
  onDismissHelp: (id: string) => void;
}

/**
 * What rings on the host's laptop (issue 26): rung timers and help requests, with sound (mutable),
 * a flashing entry and the page title, until the cook (finishing the task) or the host
 * (Acknowledge, Dismiss) answers. Timers are listed on the Timers panel.
 */
export function KitchenAlarms({ session, helpRequests, onDismissHelp }: KitchenAlarmsProps) {
  const t = useT();
  const active = session.status === 'active';
  const kitchenNow = useKitchenNow(active, 1_000);
  const now = boardNow(kitchenNow, session.paused_at);
  const timers = useMemo(() => boardTimers(session, now), [session, now]);
  const [acknowledged, acknowledge] = useAcknowledged(session.code);
  const [muted, setMuted] = useBoardMute();

  const alarms: BoardAlarm[] = [];
  if (active && !session.paused_at) {
    for (const timer of timers) {
      if (timer.endsAt <= now && !acknowledged.has(timer.key)) alarms.push({ key: timer.key, text: t('host.alarm.timerDone', { task: timer.task, cook: timer.cook ?? t('host.timers.noCook') }) });
    }
  }
  const help = active ? helpAlarms(session, t).filter((h) => !acknowledged.has(h.key)) : [];
  alarms.push(...help);
  // Dismissing a request on this page acknowledges its alarm too ('On my way' answers it for everyone).
  const dismissHelp = (id: string) => {
    const request = helpRequests.find((r) => r.id === id);
    const task = session.active_assignments.find((a) => a.id === request?.assignmentId);
    if (task?.help_requested_at) acknowledge(helpKey(task.id, task.help_requested_at));
    onDismissHelp(id);
  };
  useBoardAlarm(alarms, muted);

  return (
    <>
      {alarms.length > 0 && (
        <p className="board-alarm" role="alert" data-testid="board-alarm">
          {alarms.map((a) => a.text).join(' · ')}
        </p>
      )}
      <div className={help.length > 0 ? 'board-help-ringing' : undefined}>
        <HelpAlerts session={session} requests={helpRequests} onDismiss={dismissHelp} />
      </div>
      {active && (
        <TimersPanel
          timers={timers}
          now={now}
          acknowledged={acknowledged}
          onAcknowledge={acknowledge}
          muted={muted}
          onMute={setMuted}
          paused={Boolean(session.paused_at)}
        />
      )}
    </>
  );
}
