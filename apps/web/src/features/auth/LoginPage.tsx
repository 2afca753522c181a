import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { usePageTitle } from '../../app/page-title';
import { T, useT } from '../../i18n';
import { Banner, Button, Card, Field } from '../../ui';
import { localFailure } from '../../app/form-errors';
import { loginFailure, type FormFailure } from './form-errors';

export function LoginPage() {
  const t = useT();
  usePageTitle(t('account.login.title'));
  const auth = useAuth();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string[]> = {};
    if (!username.trim()) missing.username = [t('api.field.required')];
    if (!password) missing.password = [t('api.field.required')];
    if (Object.keys(missing).length > 0) {
      setFailure(localFailure(missing, t));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await auth.login({ username: username.trim(), password });
      navigate('/', { replace: true });
    } catch (error) {
      setFailure(loginFailure(error, t));
      setBusy(false);
    }
  };

  return (
    <div className="page page-narrow">
      <Card>
        <h1>{t('account.login.title')}</h1>
        {failure && <Banner>{failure.banner}</Banner>}
        <form onSubmit={(e) => void submit(e)} noValidate className="form">
          <Field
            id="username"
            label={t('account.field.username')}
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            errors={failure?.fields?.username}
            required
          />
          <Field
            id="password"
            label={t('account.field.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            errors={failure?.fields?.password}
            required
          />
          <Button type="submit" busy={busy} className="button-block">
            {busy ? t('account.login.busy') : t('account.login.submit')}
          </Button>
        </form>
        <p className="form-footer">
          <T id="account.login.noAccount" components={{ 0: <Link to="/register" /> }} />
        </p>
        <p className="form-footer">
          <Link to="/join">{t('account.login.joinWithout')}</Link>
        </p>
      </Card>
    </div>
  );
}
