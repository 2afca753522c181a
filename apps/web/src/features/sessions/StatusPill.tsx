import type { SessionStatus } from '@brigade/contracts';
import { useT, type MessageId } from '../../i18n';
import { Pill } from '../../ui';
import './status-pill.css';

/** Spec 01 §4: Waiting, Active, Complete, Ended Early (SESSION_STATUS_LABEL is the API's English; the page shows its language's). */
const STATUS_IDS: Record<SessionStatus | 'paused', MessageId> = {
  waiting: 'host.status.waiting',
  active: 'host.status.active',
  completed: 'host.status.completed',
  terminated: 'host.status.terminated',
  paused: 'host.status.paused',
};

/**
 * The session's status. A running session the host paused reads 'Paused' (issue 26), wherever the
 * pill is shown with its `paused_at`.
 */
export function StatusPill({ status, pausedAt }: { status: SessionStatus; pausedAt?: string | null }) {
  const t = useT();
  const shown = status === 'active' && pausedAt ? 'paused' : status;
  return <Pill tone={`status-${shown}`}>{STATUS_IDS[shown] ? t(STATUS_IDS[shown]) : status}</Pill>;
}
