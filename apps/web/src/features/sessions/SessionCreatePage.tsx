import { ComingSoon } from '../../ui';

/** Placeholder: replaced when the Create Session screen is built. */
export function SessionCreatePage() {
  return <ComingSoon title="Create Session" />;
}
