import { DINERS_MAX, DINERS_MIN, type FieldErrors as FieldErrorMap } from '@brigade/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { formFailure } from '../../../app/form-errors';
import { trpc } from '../../../app/trpc';
import { Button, Field, FieldErrors } from '../../../ui';
import { serveAtField, serveAtIso } from '../timeline/serve-time';
import { useT } from '../../../i18n';
import { ActionFailed, isFinished, type TabProps } from './types';
import { CourseTimes } from './CourseTimes';

const SETTINGS_FIELDS = Object.fromEntries(
  ['name', 'serve_at', 'diners', 'station_preference', 'kitchen'].flatMap((f) => [
    [f, f],
    [`changes.${f}`, f],
  ]),
);

/**
 * Settings (issue 15): name, serve time, diners, assignment mode and kitchen while waiting; once
 * cooking, the serve time and the diners (the server re-plans the meal).
 */
export function SettingsTab({ session, run, busy }: TabProps) {
  const t = useT();
  const utils = trpc.useUtils();
  const waiting = session.status === 'waiting';
  const active = session.status === 'active';
  const kitchens = trpc.kitchens.list.useQuery(undefined, { enabled: waiting });
  const update = trpc.plan.updateSettings.useMutation();
  const [name, setName] = useState(session.name ?? '');
  const [serveAt, setServeAt] = useState(serveAtField(session.serve_at));
  const [diners, setDiners] = useState(session.diners ? String(session.diners) : '');
  const [mode, setMode] = useState(session.station_preference);
  const [kitchen, setKitchen] = useState(session.kitchen ?? 0);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => setSaved(false), [name, serveAt, diners, mode, kitchen]);
  // Course times move the serve time (the main's): the field follows, so Save never moves it back.
  useEffect(() => setServeAt(serveAtField(session.serve_at)), [session.serve_at]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: FieldErrorMap = {};
    const serve = serveAt.trim() === '' ? null : serveAtIso(serveAt);
    if (serveAt.trim() !== '' && serve === null) local.serve_at = [t('host.settings.serveAtInvalid')];
    const count = diners.trim() === '' ? null : Number(diners);
    if (count !== null && (!Number.isInteger(count) || count < DINERS_MIN || count > DINERS_MAX)) local.diners = [t('host.settings.dinersInvalid', { min: DINERS_MIN, max: DINERS_MAX })];
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const changes = waiting
      ? { name: name.trim() || null, serve_at: serve, diners: count, station_preference: mode, ...(kitchen ? { kitchen } : {}) }
      : { serve_at: serve, diners: count };
    void run('settings', t('host.settings.failed'), async () => {
      try {
        await update.mutateAsync({ code: session.code, changes });
      } catch (err) {
        const failure = formFailure(err, { fields: SETTINGS_FIELDS, fallback: t('host.settings.failed'), t });
        setErrors(failure.fields ?? {});
        throw new ActionFailed(failure.banner);
      }
      await Promise.all([utils.sessions.get.invalidate({ code: session.code }), utils.plan.timeline.invalidate(), utils.plan.shoppingList.invalidate()]);
      setSaved(true);
    });
  };

  if (isFinished(session)) {
    return (
      <section className="card" aria-labelledby="settings-title">
        <h2 id="settings-title" className="card-title">
          {t('host.settings.title')}
        </h2>
        <p className="muted">{t('host.settings.ended')}</p>
      </section>
    );
  }
  return (
    <>
    <section className="card" aria-labelledby="settings-title">
      <h2 id="settings-title" className="card-title">
        {t('host.settings.title')}
      </h2>
      {active && <p className="muted">{t('host.settings.activeNote')}</p>}
      <form className="form settings-form" onSubmit={submit} noValidate>
        <Field id="settings-name" label={t('host.settings.name')} value={name} maxLength={100} disabled={!waiting} onChange={(e) => setName(e.target.value)} errors={errors.name} />
        <Field id="serve_at" label={t('host.settings.serveAt')} type="time" value={serveAt} onChange={(e) => setServeAt(e.target.value)} hint={t('host.settings.serveAtHint')} errors={errors.serve_at} />
        <Field id="diners" label={t('host.settings.diners')} type="number" inputMode="numeric" min={DINERS_MIN} max={DINERS_MAX} value={diners} onChange={(e) => setDiners(e.target.value)} hint={t('host.settings.dinersHint')} errors={errors.diners} />
        <div className="field">
          <label htmlFor="settings-mode">{t('host.settings.mode')}</label>
          <select id="settings-mode" value={mode} disabled={!waiting} onChange={(e) => setMode(e.target.value)}>
            <option value="rotation">{t('host.settings.rotation')}</option>
            <option value="fixed">{t('host.settings.fixed')}</option>
          </select>
          <FieldErrors errors={errors.station_preference} />
        </div>
        {waiting && (
          <div className="field">
            <label htmlFor="settings-kitchen">{t('host.settings.kitchen')}</label>
            <select id="settings-kitchen" value={kitchen} onChange={(e) => setKitchen(Number(e.target.value))}>
              {(kitchens.data ?? []).map((k) => (
                <option key={k.id} value={k.id}>
                  {k.name}
                </option>
              ))}
            </select>
            <FieldErrors errors={errors.kitchen} />
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" busy={busy === 'settings'}>
            {t('host.settings.save')}
          </Button>
          {saved && <span role="status">{t('host.settings.saved')}</span>}
        </div>
      </form>
    </section>
    <CourseTimes session={session} run={run} busy={busy} />
    </>
  );
}
