import type { SessionView } from '@brigade/contracts';
import { useMemo } from 'react';
import { useLanguage, useT } from '../../../i18n';
import { useKitchenNow } from '../../live';
import { boardNow, boardTimers, helpWaiting } from './timers';
import { TimersPanel } from './TimersPanel';
import { useAcknowledged, useBoardAlarm, useBoardMute, type BoardAlarm } from './use-board-alarm';
import './board.css';

interface KitchenAlarmsProps {
  session: SessionView;
}

/**
 * What rings on the host's laptop (issue 26): rung timers, with sound (mutable), a flashing entry,
 * the alarm line and the page title, until the host acknowledges them; timers are listed on the
 * Timers panel. A help request rings here too, until answered ('On my way'), but is shown in one
 * place only: the app-wide help banner above (who, which task, which session, the answer button,
 * its count in the tab title).
 */
export function KitchenAlarms({ session }: KitchenAlarmsProps) {
  const t = useT();
  const lang = useLanguage();
  const active = session.status === 'active';
  const kitchenNow = useKitchenNow(active, 1_000);
  const now = boardNow(kitchenNow, session.paused_at);
  const timers = useMemo(() => boardTimers(session, now, lang), [session, now, lang]);
  const [acknowledged, acknowledge] = useAcknowledged(session.code);
  const [muted, setMuted] = useBoardMute();

  const alarms: BoardAlarm[] = [];
  if (active && !session.paused_at) {
    for (const timer of timers) {
      if (timer.endsAt <= now && !acknowledged.has(timer.key)) alarms.push({ key: timer.key, text: t('host.alarm.timerDone', { task: timer.task, cook: timer.cook ?? t('host.timers.noCook') }) });
    }
  }
  const helpWaits = active && helpWaiting(session);
  useBoardAlarm(alarms, muted, helpWaits);

  return (
    <>
      {alarms.length > 0 && (
        <p className="board-alarm" role="alert" data-testid="board-alarm">
          {alarms.map((a) => a.text).join(' · ')}
        </p>
      )}
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
