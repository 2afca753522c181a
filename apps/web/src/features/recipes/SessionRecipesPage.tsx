import { Link, useParams } from 'react-router-dom';
import { ComingSoon } from '../../ui';

/** Placeholder: replaced when Browse Recipes (spec 02 §2) is built. */
export function SessionRecipesPage() {
  const { sessionCode = '' } = useParams();
  return (
    <ComingSoon title="Browse Recipes">
      <Link to={`/sessions/${sessionCode}`}>Back to Session</Link>
    </ComingSoon>
  );
}
