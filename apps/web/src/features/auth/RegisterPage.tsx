import { MESSAGES } from '@brigade/contracts';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { FIX_ERRORS_BELOW } from '../../app/errors';
import { usePageTitle } from '../../app/page-title';
import { Banner, Button, Card, Field } from '../../ui';
import { registerFailure, type FormFailure } from './form-errors';
import { validateRegister, type RegisterForm } from './register-validation';

const EMPTY: RegisterForm = { username: '', email: '', password: '', password_confirm: '' };

export function RegisterPage() {
  const [params] = useSearchParams();
  // Spec 01 §2: type defaults to cook; only 'host' registers a host.
  const asHost = params.get('type') === 'host';
  const title = asHost ? 'Register as Host' : 'Register as Cook';
  usePageTitle(title);
  const auth = useAuth();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterForm>(EMPTY);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof RegisterForm) => (event: ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateRegister(form);
    if (invalid) {
      setFailure({ banner: FIX_ERRORS_BELOW, fields: invalid });
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await auth.register({ ...form, username: form.username.trim(), email: form.email.trim(), is_host: asHost });
      navigate('/', { replace: true });
    } catch (error) {
      setFailure(registerFailure(error));
      setBusy(false);
    }
  };

  const errors = failure?.fields;
  return (
    <div className="page page-narrow">
      <Card>
        <h1>{title}</h1>
        <p className="muted">
          {asHost ? 'Hosts run cooking sessions with their own kitchens.' : 'Cooks join sessions and keep their skills.'}
        </p>
        {failure && <Banner>{failure.banner}</Banner>}
        <form onSubmit={(e) => void submit(e)} noValidate className="form">
          <Field
            id="username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            hint={errors?.username?.includes(MESSAGES.usernameShort) ? undefined : MESSAGES.usernameShort}
            value={form.username}
            onChange={set('username')}
            errors={errors?.username}
            required
          />
          <Field
            id="email"
            label="Email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
            errors={errors?.email}
            required
          />
          <Field
            id="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            errors={errors?.password}
            required
          />
          <Field
            id="password_confirm"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={form.password_confirm}
            onChange={set('password_confirm')}
            errors={errors?.password_confirm}
            required
          />
          <Button type="submit" busy={busy} className="button-block">
            {busy ? 'Creating account...' : title}
          </Button>
        </form>
        {!asHost && (
          <p className="form-footer">
            Want to run sessions? <Link to="/register?type=host">Register as a host instead</Link>
          </p>
        )}
        <p className="form-footer">
          Already have an account? <Link to="/login">Login</Link>
        </p>
      </Card>
    </div>
  );
}
