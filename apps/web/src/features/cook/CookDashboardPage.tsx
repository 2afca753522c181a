import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../ui';

/** Placeholder: replaced when the cook dashboard is built. */
export function CookDashboardPage() {
  const { sessionCode = '' } = useParams();
  return (
    <ComingSoon title="Cook Dashboard">
      <p>
        Session <strong>{sessionCode}</strong>
      </p>
    </ComingSoon>
  );
}
