import { useT } from '../../i18n';
import { LEGEND_TYPES, typeColour } from './task-display';
import { taskTypeWord } from './task-words';

/** The task-type legend (spec 02 §2): the seven types in kitchen words, each with its colour. */
export function TaskTypeLegend() {
  const t = useT();
  return (
    <div className="task-legend" role="group" aria-labelledby="task-legend-title">
      <strong id="task-legend-title">{t('recipes.legend.title')}</strong>
      <ul>
        {LEGEND_TYPES.map((type) => (
          <li key={type}>
            <span className="task-legend-swatch" style={{ background: typeColour(type).accent }} aria-hidden="true" />
            {taskTypeWord(t, type)}
          </li>
        ))}
      </ul>
    </div>
  );
}
