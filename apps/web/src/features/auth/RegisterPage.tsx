import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { usePageTitle } from '../../app/page-title';
import { T, useT } from '../../i18n';
import { Banner, Button, Card, Field } from '../../ui';
import { localFailure } from '../../app/form-errors';
import { registerFailure, type FormFailure } from './form-errors';
import { usernameRule, validateRegister, type RegisterForm } from './register-validation';

const EMPTY: RegisterForm = { username: '', email: '', password: '', password_confirm: '' };

export function RegisterPage() {
  const t = useT();
  const [params] = useSearchParams();
  // Spec 01 §2: type defaults to cook; only 'host' registers a host.
  const asHost = params.get('type') === 'host';
  const title = asHost ? t('account.register.titleHost') : t('account.register.titleCook');
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
    const invalid = validateRegister(form, t);
    if (invalid) {
      setFailure(localFailure(invalid, t));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await auth.register({ ...form, username: form.username.trim(), email: form.email.trim(), is_host: asHost });
      navigate('/', { replace: true });
    } catch (error) {
      setFailure(registerFailure(error, t));
      setBusy(false);
    }
  };

  const errors = failure?.fields;
  const rule = usernameRule(t);
  return (
    <div className="page page-narrow">
      <Card>
        <h1>{title}</h1>
        <p className="muted">{asHost ? t('account.register.introHost') : t('account.register.introCook')}</p>
        {failure && <Banner>{failure.banner}</Banner>}
        <form onSubmit={(e) => void submit(e)} noValidate className="form">
          <Field
            id="username"
            label={t('account.field.username')}
            autoComplete="username"
            autoCapitalize="none"
            hint={errors?.username?.includes(rule) ? undefined : rule}
            value={form.username}
            onChange={set('username')}
            errors={errors?.username}
            required
          />
          <Field
            id="email"
            label={t('account.field.email')}
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
            errors={errors?.email}
            required
          />
          <Field
            id="password"
            label={t('account.field.password')}
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            errors={errors?.password}
            required
          />
          <Field
            id="password_confirm"
            label={t('account.field.passwordConfirm')}
            type="password"
            autoComplete="new-password"
            value={form.password_confirm}
            onChange={set('password_confirm')}
            errors={errors?.password_confirm}
            required
          />
          <Button type="submit" busy={busy} className="button-block">
            {busy ? t('account.register.busy') : title}
          </Button>
        </form>
        {!asHost && (
          <p className="form-footer">
            <T id="account.register.wantHost" components={{ 0: <Link to="/register?type=host" /> }} />
          </p>
        )}
        <p className="form-footer">
          <T id="account.haveAccount" components={{ 0: <Link to="/login" /> }} />
        </p>
      </Card>
    </div>
  );
}
