import type { SessionStatus } from '@brigade/contracts';
import { Pill } from '../../ui';
import { statusLabel } from './format';
import './status-pill.css';

/**
 * The session's status. A running session the host paused reads 'Paused' (issue 26), wherever the
 * pill is shown with its `paused_at`.
 */
export function StatusPill({ status, pausedAt }: { status: SessionStatus; pausedAt?: string | null }) {
  const paused = status === 'active' && Boolean(pausedAt);
  return <Pill tone={`status-${paused ? 'paused' : status}`}>{paused ? 'Paused' : statusLabel(status)}</Pill>;
}
