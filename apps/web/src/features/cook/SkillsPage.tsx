import { Link, useParams } from 'react-router-dom';
import { ComingSoon } from '../../ui';

/** Placeholder: replaced when the skill questionnaire is built. */
export function SkillsPage() {
  const { sessionCode = '' } = useParams();
  return (
    <ComingSoon title="Your Skills">
      <Link to={`/cook/${sessionCode}`}>Skip</Link>
    </ComingSoon>
  );
}
