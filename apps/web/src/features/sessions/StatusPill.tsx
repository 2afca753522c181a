import type { SessionStatus } from '@brigade/contracts';
import { Pill } from '../../ui';
import { statusLabel } from './format';

export function StatusPill({ status }: { status: SessionStatus }) {
  return <Pill tone={`status-${status}`}>{statusLabel(status)}</Pill>;
}
