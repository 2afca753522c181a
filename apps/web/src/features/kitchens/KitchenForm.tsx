import './kitchens.css';
import { KITCHEN_EQUIPMENT_KEYS, KITCHEN_MESSAGES, STANDARD_KITCHEN, type FieldErrors } from '@brigade/contracts';
import { useState, type FormEvent } from 'react';
import { Banner, Button, ButtonLink, Field, FieldErrors as FieldErrorList } from '../../ui';
import { EQUIPMENT_LABELS } from './equipment';
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

const standardSummary = KITCHEN_EQUIPMENT_KEYS.filter((k) => STANDARD_KITCHEN[k] > 0)
  .map((k) => `${STANDARD_KITCHEN[k]} × ${EQUIPMENT_LABELS[k]}`)
  .join(', ');

export function KitchenForm({ initial, submitLabel, busyLabel, busy, error, fieldErrors, onSubmit }: KitchenFormProps) {
  const [values, setValues] = useState(initial);
  const [nameTouched, setNameTouched] = useState(false);
  const nameBlank = values.name.trim() === '';
  const nameErrors = nameTouched && nameBlank ? [KITCHEN_MESSAGES.nameRequired] : fieldErrors?.name;

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
        label="Kitchen name"
        value={values.name}
        maxLength={100}
        onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
        onBlur={() => setNameTouched(true)}
        errors={nameErrors}
        required
      />
      <div className="field">
        <label htmlFor="kitchen-description">Description (optional)</label>
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
        <legend>Equipment</legend>
        <label className="choice">
          <input type="radio" name="setup" value="standard" checked={values.setup === 'standard'} onChange={() => setSetup('standard')} />
          <span>
            <strong>Standard setup</strong>
            <span className="muted choice-detail">{standardSummary}</span>
          </span>
        </label>
        <label className="choice">
          <input type="radio" name="setup" value="custom" checked={values.setup === 'custom'} onChange={() => setSetup('custom')} />
          <span>
            <strong>Custom equipment setup</strong>
            <span className="muted choice-detail">Count exactly what your kitchen has.</span>
          </span>
        </label>
      </fieldset>

      {values.setup === 'custom' && (
        <div className="counters">
          {KITCHEN_EQUIPMENT_KEYS.map((key) => (
            <EquipmentCounter
              key={key}
              id={`equipment-${key}`}
              label={EQUIPMENT_LABELS[key]}
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
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
