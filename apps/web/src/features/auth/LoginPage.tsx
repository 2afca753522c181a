import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { usePageTitle } from '../../app/page-title';
import { Banner, Button, Card, Field } from '../../ui';
import { loginFailure, type FormFailure } from './form-errors';

const REQUIRED = 'This field is required.';

export function LoginPage() {
  usePageTitle('Login');
  const auth = useAuth();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string[]> = {};
    if (!username.trim()) missing.username = [REQUIRED];
    if (!password) missing.password = [REQUIRED];
    if (Object.keys(missing).length > 0) {
      setFailure({ banner: 'Please fix the errors below:', fields: missing });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await auth.login({ username: username.trim(), password });
      navigate('/', { replace: true });
    } catch (error) {
      setFailure(loginFailure(error));
      setBusy(false);
    }
  };

  return (
    <div className="page page-narrow">
      <Card>
        <h1>Login</h1>
        {failure && <Banner>{failure.banner}</Banner>}
        <form onSubmit={(e) => void submit(e)} noValidate className="form">
          <Field
            id="username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            errors={failure?.fields?.username}
            required
          />
          <Field
            id="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            errors={failure?.fields?.password}
            required
          />
          <Button type="submit" busy={busy} className="button-block">
            {busy ? 'Signing in...' : 'Login'}
          </Button>
        </form>
        <p className="form-footer">
          No account yet? <Link to="/register">Register</Link>
        </p>
        <p className="form-footer">
          <Link to="/join">Join a session without registering</Link>
        </p>
      </Card>
    </div>
  );
}
