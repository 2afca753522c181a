import { formatAmount, normalizeSessionCode } from '@brigade/contracts';
import { useParams } from 'react-router-dom';
import { trpc } from '../../app/trpc';
import { useUnitSystem } from '../../i18n';

/**
 * What this step uses, scaled to the session's diners, in this device's units (metric or US,
 * switchable here and remembered on the phone). Nothing shows for a step without ingredients.
 */
export function StepIngredients({ taskId }: { taskId: string }) {
  const { sessionCode = '' } = useParams();
  const code = normalizeSessionCode(sessionCode);
  const [system, setSystem] = useUnitSystem();
  const query = trpc.plan.taskIngredients.useQuery({ code }, { enabled: code.length > 0, staleTime: 60_000 });
  const items = query.data?.[taskId] ?? [];
  if (items.length === 0) return null;
  return (
    <div className="step-ingredients">
      <ul aria-label="Ingredients for this step">
        {items.map((i) => (
          <li key={i.name}>
            <strong>{formatAmount(i.amount, system)}</strong> {i.name}
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={() => setSystem(system === 'metric' ? 'us' : 'metric')}>
        {system === 'metric' ? 'Show US units' : 'Show metric units'}
      </button>
    </div>
  );
}
