import { useFormat, useT } from '../../i18n';

interface EquipmentCounterProps {
  id: string;
  label: string;
  value: number;
  max?: number;
  onChange: (value: number) => void;
}

/** A − count + stepper; counts never go below 0 (spec 01 §5). */
export function EquipmentCounter({ id, label, value, max = 99, onChange }: EquipmentCounterProps) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="counter" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="counter-label">
        {label}
      </span>
      <div className="counter-controls">
        <button
          type="button"
          className="counter-button"
          aria-label={t('account.kitchens.form.decrease', { name: label })}
          disabled={value <= 0}
          onClick={() => onChange(Math.max(0, value - 1))}
        >
          −
        </button>
        <output id={id} className="counter-value" aria-live="polite" aria-label={t('account.kitchens.form.count', { name: label })}>
          {f.number(value)}
        </output>
        <button
          type="button"
          className="counter-button"
          aria-label={t('account.kitchens.form.increase', { name: label })}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
