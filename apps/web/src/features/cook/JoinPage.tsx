import { Link } from 'react-router-dom';
import { ComingSoon } from '../../ui';

/** Placeholder: replaced when the join form is built. */
export function JoinPage() {
  return (
    <ComingSoon title="Join Session">
      <p>
        Have an account? <Link to="/login">Login</Link>
      </p>
    </ComingSoon>
  );
}
