import './home.css';
import { Link } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { usePageTitle } from '../../app/page-title';
import { ButtonLink, Card, Spinner } from '../../ui';

export function HomePage() {
  usePageTitle('Home');
  const auth = useAuth();
  if (auth.loading) return <Spinner />;

  return (
    <div className="page">
      <section className="hero">
        {auth.isAuthenticated ? (
          <h1>Welcome, {auth.displayName}</h1>
        ) : (
          <h1>Cook a meal together</h1>
        )}
        <p className="lead">
          One host, one 6-character code, every cook on their phone: Brigade hands each cook the right next task so the
          whole meal is ready at once.
        </p>
      </section>
      <div className="card-grid">{auth.isHost ? <HostCards /> : auth.isAuthenticated ? <CookCards /> : <VisitorCards />}</div>
    </div>
  );
}

function HostCards() {
  return (
    <>
      <Card title="Host Dashboard" actions={<ButtonLink to="/dashboard">Open Dashboard</ButtonLink>}>
        <p>Create sessions, share the code and watch your cooks' progress.</p>
      </Card>
      <Card title="Join as Cook" actions={<ButtonLink to="/join" variant="secondary">Join Session</ButtonLink>}>
        <p>Cook along in a session with its 6-character code.</p>
      </Card>
    </>
  );
}

function CookCards() {
  return (
    <>
      <Card title="Join Session" actions={<ButtonLink to="/join">Join Session</ButtonLink>}>
        <p>Enter the 6-character code your host shared to get your first task.</p>
      </Card>
      <Card title="Become a Host" actions={<ButtonLink to="/register?type=host" variant="secondary">Register as Host</ButtonLink>}>
        <p>Run your own cooking sessions with your kitchens and recipes.</p>
      </Card>
    </>
  );
}

function VisitorCards() {
  return (
    <>
      <Card title="Host a Cooking Session" actions={<ButtonLink to="/register?type=host">Register as Host</ButtonLink>}>
        <p>Pick recipes and a kitchen, then invite your cooks with a code or QR image.</p>
        <p>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      </Card>
      <Card title="Join a Session" actions={<ButtonLink to="/join" variant="secondary">Join Session</ButtonLink>}>
        <p>Got a code from your host? Join with just your name, no account needed.</p>
      </Card>
    </>
  );
}
