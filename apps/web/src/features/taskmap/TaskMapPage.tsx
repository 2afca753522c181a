import { Link, useParams } from 'react-router-dom';
import { ComingSoon } from '../../ui';

/** Placeholder: the task map (@xyflow/react + elkjs) lands here, in its own chunk. */
export function TaskMapPage() {
  const { sessionCode = '' } = useParams();
  return (
    <ComingSoon title="Task Map">
      <Link to={`/sessions/${sessionCode}`}>Back to session {sessionCode}</Link>
    </ComingSoon>
  );
}
