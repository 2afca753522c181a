import type { FieldErrors } from '@brigade/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formFailure } from '../../app/form-errors';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { useT } from '../../i18n';
import { Banner, Button, ButtonLink, Card, Field, FieldErrors as FieldErrorList, Spinner } from '../../ui';

type StationPreference = 'rotation' | 'fixed';

/** Create Session (spec 01 §2, /sessions/create). */
export function SessionCreatePage() {
  const t = useT();
  usePageTitle(t('meal.create.title'));
  const navigate = useNavigate();
  const kitchens = trpc.kitchens.list.useQuery();
  const create = trpc.sessions.create.useMutation();
  const [name, setName] = useState('');
  const [kitchen, setKitchen] = useState('');
  const [station, setStation] = useState<StationPreference>('rotation');
  const [kitchenError, setKitchenError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A host with exactly one kitchen gets it preselected.
  useEffect(() => {
    if (kitchens.data?.length === 1 && kitchen === '') setKitchen(String(kitchens.data[0]!.id));
  }, [kitchens.data, kitchen]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldErrors(null);
    if (!kitchen) {
      setKitchenError(t('api.session.kitchenRequired'));
      return;
    }
    setKitchenError(null);
    try {
      const session = await create.mutateAsync({ name: name.trim() || undefined, kitchen: Number(kitchen), station_preference: station });
      navigate(`/sessions/${session.code}`);
    } catch (e) {
      const failure = formFailure(e, { fields: ['name', 'kitchen', 'station_preference'], fallback: t('meal.create.failed'), t });
      setFieldErrors(failure.fields ?? null);
      setError(failure.banner);
    }
  };

  return (
    <div className="page page-narrow">
      <nav className="breadcrumbs" aria-label={t('meal.breadcrumb')}>
        <Link to="/dashboard">{t('meal.create.dashboard')}</Link> <span aria-hidden="true">›</span> <span>{t('meal.create.title')}</span>
      </nav>
      <h1>{t('meal.create.title')}</h1>
      <p className="muted">{t('meal.create.intro')}</p>
      {kitchens.isPending ? (
        <Spinner label={t('meal.create.loadingKitchens')} />
      ) : kitchens.isError ? (
        <Banner>
          {t('meal.create.kitchensFailed')}{' '}
          <Button variant="secondary" className="button-small" onClick={() => void kitchens.refetch()}>
            {t('meal.retry')}
          </Button>
        </Banner>
      ) : kitchens.data.length === 0 ? (
        <Card
          title={t('meal.create.noKitchen.title')}
          actions={
            <>
              <ButtonLink to="/kitchens/create">{t('meal.create.noKitchen.create')}</ButtonLink>
              <ButtonLink to="/dashboard" variant="ghost">
                {t('meal.cancel')}
              </ButtonLink>
            </>
          }
        >
          <p>{t('meal.create.noKitchen.body')}</p>
        </Card>
      ) : (
        <form className="form" onSubmit={(e) => void submit(e)} noValidate>
          {error && <Banner>{error}</Banner>}
          <Field
            id="session-name"
            label={t('meal.create.name.label')}
            value={name}
            maxLength={100}
            placeholder={t('meal.create.name.placeholder')}
            onChange={(e) => setName(e.target.value)}
            errors={fieldErrors?.name}
          />
          <div className={['field', kitchenError || fieldErrors?.kitchen ? 'field-invalid' : null].filter(Boolean).join(' ')}>
            <label htmlFor="session-kitchen">{t('meal.create.kitchen.label')}</label>
            <select
              id="session-kitchen"
              value={kitchen}
              required
              aria-invalid={kitchenError || fieldErrors?.kitchen ? true : undefined}
              aria-describedby={kitchenError || fieldErrors?.kitchen ? 'session-kitchen-errors' : undefined}
              onChange={(e) => {
                setKitchen(e.target.value);
                if (e.target.value) setKitchenError(null);
              }}
            >
              <option value="">{t('meal.create.kitchen.choose')}</option>
              {kitchens.data.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.name}
                </option>
              ))}
            </select>
            <FieldErrorList id="session-kitchen-errors" errors={kitchenError ? [kitchenError] : fieldErrors?.kitchen} />
          </div>
          <div className="field">
            <label htmlFor="session-station">{t('meal.create.station.label')}</label>
            <select id="session-station" value={station} onChange={(e) => setStation(e.target.value as StationPreference)}>
              <option value="rotation">{t('meal.create.station.rotation')}</option>
              <option value="fixed">{t('meal.create.station.fixed')}</option>
            </select>
            <FieldErrorList errors={fieldErrors?.station_preference} />
          </div>
          <div className="form-actions">
            <Button type="submit" busy={create.isPending}>
              {create.isPending ? t('meal.create.creating') : t('meal.create.title')}
            </Button>
            <ButtonLink to="/dashboard" variant="ghost">
              {t('meal.cancel')}
            </ButtonLink>
          </div>
        </form>
      )}
    </div>
  );
}
