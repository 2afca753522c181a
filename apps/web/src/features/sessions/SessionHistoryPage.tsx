import { ComingSoon } from '../../ui';

/** Placeholder: replaced when the Session History screen is built. */
export function SessionHistoryPage() {
  return <ComingSoon title="Session History" />;
}
