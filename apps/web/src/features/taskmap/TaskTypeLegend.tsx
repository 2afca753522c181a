import { kitchenWord } from '../../app/kitchen-words';
import { LEGEND_TYPES, typeColour } from './task-display';

/** The task-type legend (spec 02 §2): the seven types in kitchen words, each with its colour. */
export function TaskTypeLegend() {
  return (
    <div className="task-legend" role="group" aria-labelledby="task-legend-title">
      <strong id="task-legend-title">Task types</strong>
      <ul>
        {LEGEND_TYPES.map((type) => (
          <li key={type}>
            <span className="task-legend-swatch" style={{ background: typeColour(type).accent }} aria-hidden="true" />
            {kitchenWord(type)}
          </li>
        ))}
      </ul>
    </div>
  );
}
