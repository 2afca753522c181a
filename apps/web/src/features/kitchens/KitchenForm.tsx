import './kitchens.css';
import { KITCHEN_EQUIPMENT_KEYS, STANDARD_KITCHEN, type FieldErrors } from '@brigade/contracts';
import { useState, type FormEvent } from 'react';
import { useFormat, useT } from '../../i18n';
import { Banner, Button, ButtonLink, Field, FieldErrors as FieldErrorList } from '../../ui';
import { equipmentName } from './equipment';
import { EquipmentCounter } from './EquipmentCounter';
import type { KitchenFormValues, KitchenSetup } from './kitchen-form-values';

interface KitchenFormProps {
  initial: KitchenFormValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The server's message or the screen's fallback. */
  error: string | null;
  fieldErrors?: FieldErrors | null;
  onSubmit: (values: KitchenFormValues) => void;
}

export function KitchenForm({ initial, submitLabel, busyLabel, busy, error, fieldErrors, onSubmit }: KitchenFormProps) {
  const t = useT();
  const f = useFormat();
  const [values, setValues] = useState(initial);
  const [nameTouched, setNameTouched] = useState(false);
  const nameBlank = values.name.trim() === '';
  const nameErrors = nameTouched && nameBlank ? [t('api.kitchen.nameRequired')] : fieldErrors?.name;

  const standardSummary = KITCHEN_EQUIPMENT_KEYS.filter((k) => STANDARD_KITCHEN[k] > 0)
    .map((k) => t('account.kitchens.card.item', { count: f.number(STANDARD_KITCHEN[k]), name: equipmentName(t, k) }))
    .join(', ');
  const setSetup = (setup: KitchenSetup) => setValues((v) => ({ ...v, setup }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNameTouched(true);
    if (nameBlank) return;
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate className="form">
      {error && <Banner>{error}</Banner>}
      <Field
        id="kitchen-name"
        label={t('account.kitchens.form.name')}
        value={values.name}
        maxLength={100}
        onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
        onBlur={() => setNameTouched(true)}
        errors={nameErrors}
        required
      />
      <div className="field">
        <label htmlFor="kitchen-description">{t('account.kitchens.form.description')}</label>
        <textarea
          id="kitchen-description"
          name="kitchen-description"
          rows={3}
          maxLength={1000}
          value={values.description}
          onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
        />
        <FieldErrorList errors={fieldErrors?.description} />
      </div>

      <fieldset className="setup-choice">
        <legend>{t('account.kitchens.form.equipment')}</legend>
        <label className="choice">
          <input type="radio" name="setup" value="standard" checked={values.setup === 'standard'} onChange={() => setSetup('standard')} />
          <span>
            <strong>{t('account.kitchens.form.standard')}</strong>
            <span className="muted choice-detail">{standardSummary}</span>
          </span>
        </label>
        <label className="choice">
          <input type="radio" name="setup" value="custom" checked={values.setup === 'custom'} onChange={() => setSetup('custom')} />
          <span>
            <strong>{t('account.kitchens.form.custom')}</strong>
            <span className="muted choice-detail">{t('account.kitchens.form.customText')}</span>
          </span>
        </label>
      </fieldset>

      {values.setup === 'custom' && (
        <div className="counters">
          {KITCHEN_EQUIPMENT_KEYS.map((key) => (
            <EquipmentCounter
              key={key}
              id={`equipment-${key}`}
              label={equipmentName(t, key)}
              value={values.equipment[key]}
              onChange={(count) => setValues((v) => ({ ...v, equipment: { ...v.equipment, [key]: count } }))}
            />
          ))}
          <FieldErrorList errors={fieldErrors?.equipment} />
        </div>
      )}

      <div className="form-actions">
        <Button type="submit" busy={busy} disabled={nameBlank}>
          {busy ? busyLabel : submitLabel}
        </Button>
        <ButtonLink to="/kitchens" variant="ghost">
          {t('common.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
