import { Link, useParams } from 'react-router-dom';
import { ComingSoon } from '../../ui';

/** Placeholder: replaced when the session management screen is built. */
export function SessionManagePage() {
  const { sessionCode = '' } = useParams();
  return (
    <ComingSoon title="Manage Session">
      <p>
        Session <strong>{sessionCode}</strong>
      </p>
      <Link to="/dashboard">Back to Dashboard</Link>
    </ComingSoon>
  );
}
