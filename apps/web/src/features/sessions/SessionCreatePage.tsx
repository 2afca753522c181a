import { SESSION_MESSAGES, type FieldErrors } from '@brigade/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formFailure } from '../../app/form-errors';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { Banner, Button, ButtonLink, Card, Field, FieldErrors as FieldErrorList, Spinner } from '../../ui';

type StationPreference = 'rotation' | 'fixed';

/** Create Session (spec 01 §2, /sessions/create). */
export function SessionCreatePage() {
  usePageTitle('Create Session');
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
      setKitchenError(SESSION_MESSAGES.kitchenRequired);
      return;
    }
    setKitchenError(null);
    try {
      const session = await create.mutateAsync({ name: name.trim() || undefined, kitchen: Number(kitchen), station_preference: station });
      navigate(`/sessions/${session.code}`);
    } catch (e) {
      const failure = formFailure(e, { fields: ['name', 'kitchen', 'station_preference'], fallback: 'Failed to create session. Please try again.' });
      setFieldErrors(failure.fields ?? null);
      setError(failure.banner);
    }
  };

  return (
    <div className="page page-narrow">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/dashboard">Dashboard</Link> <span aria-hidden="true">›</span> <span>Create Session</span>
      </nav>
      <h1>Create Session</h1>
      <p className="muted">Your session gets a unique 6-character code that cooks use to join, also shown as a QR code.</p>
      {kitchens.isPending ? (
        <Spinner label="Loading kitchens..." />
      ) : kitchens.isError ? (
        <Banner>
          Failed to load kitchens{' '}
          <Button variant="secondary" className="button-small" onClick={() => void kitchens.refetch()}>
            Retry
          </Button>
        </Banner>
      ) : kitchens.data.length === 0 ? (
        <Card
          title="You need a kitchen first"
          actions={
            <>
              <ButtonLink to="/kitchens/create">Create Kitchen</ButtonLink>
              <ButtonLink to="/dashboard" variant="ghost">
                Cancel
              </ButtonLink>
            </>
          }
        >
          <p>A session runs in one of your kitchens, so Brigade knows which equipment your cooks share. Create a kitchen to continue.</p>
        </Card>
      ) : (
        <form className="form" onSubmit={(e) => void submit(e)} noValidate>
          {error && <Banner>{error}</Banner>}
          <Field
            id="session-name"
            label="Session Name (optional)"
            value={name}
            maxLength={100}
            placeholder="e.g. Sunday dinner"
            onChange={(e) => setName(e.target.value)}
            errors={fieldErrors?.name}
          />
          <div className={['field', kitchenError || fieldErrors?.kitchen ? 'field-invalid' : null].filter(Boolean).join(' ')}>
            <label htmlFor="session-kitchen">Kitchen</label>
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
              <option value="">Select a kitchen</option>
              {kitchens.data.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.name}
                </option>
              ))}
            </select>
            <FieldErrorList id="session-kitchen-errors" errors={kitchenError ? [kitchenError] : fieldErrors?.kitchen} />
          </div>
          <div className="field">
            <label htmlFor="session-station">Station Assignment</label>
            <select id="session-station" value={station} onChange={(e) => setStation(e.target.value as StationPreference)}>
              <option value="rotation">Rotation: participants move between stations</option>
              <option value="fixed">Fixed: participants stay at assigned stations</option>
            </select>
            <FieldErrorList errors={fieldErrors?.station_preference} />
          </div>
          <div className="form-actions">
            <Button type="submit" busy={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Session'}
            </Button>
            <ButtonLink to="/dashboard" variant="ghost">
              Cancel
            </ButtonLink>
          </div>
        </form>
      )}
    </div>
  );
}
