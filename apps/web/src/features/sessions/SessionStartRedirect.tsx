import { Navigate, useParams } from 'react-router-dom';

/** /sessions/{code}/start (the dashboard's Start Session): the management page with its start prompt open. */
export function SessionStartRedirect() {
  const { sessionCode = '' } = useParams();
  return <Navigate to={sessionCode ? `/sessions/${sessionCode}?start=1` : '/dashboard'} replace />;
}
