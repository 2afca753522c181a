import type { SessionStatus } from '@brigade/contracts';
import { statusLabel } from './format';

export function StatusPill({ status }: { status: SessionStatus }) {
  return <span className={`status-pill status-${status}`}>{statusLabel(status)}</span>;
}
