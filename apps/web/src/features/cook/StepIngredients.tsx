import { normalizeSessionCode } from '@brigade/contracts';
import { useParams } from 'react-router-dom';
import { trpc } from '../../app/trpc';
import { useFormat, useRecipeText, useT, useUnitSystem } from '../../i18n';

/**
 * What this step uses, scaled to the session's diners, in this device's units (metric or US,
 * switchable here and remembered on the phone). Nothing shows for a step without ingredients.
 */
export function StepIngredients({ taskId }: { taskId: string }) {
  const { sessionCode = '' } = useParams();
  const code = normalizeSessionCode(sessionCode);
  const t = useT();
  const f = useFormat();
  const local = useRecipeText();
  const [system, setSystem] = useUnitSystem();
  const query = trpc.plan.taskIngredients.useQuery({ code }, { enabled: code.length > 0, staleTime: 60_000 });
  const items = query.data?.[taskId] ?? [];
  if (items.length === 0) return null;
  return (
    <div className="step-ingredients">
      <ul aria-label={t('cook.ingredients.label')}>
        {items.map((i) => (
          <li key={i.name}>
            <strong>{f.amount(i.amount, system)}</strong> {local.name(i)}
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={() => setSystem(system === 'metric' ? 'us' : 'metric')}>
        {system === 'metric' ? t('cook.ingredients.showUs') : t('cook.ingredients.showMetric')}
      </button>
    </div>
  );
}
