import { taskTypeWord } from '../../app/kitchen-words';
import { LEGEND_TYPES, typeColour } from './task-display';

/** The task-type legend (spec 02 §2): the seven types, each with its colour. */
export function TaskTypeLegend() {
  return (
    <div className="task-legend" aria-label="Task types">
      <strong>Task types</strong>
      <ul>
        {LEGEND_TYPES.map((type) => (
          <li key={type}>
            <span className="task-legend-swatch" style={{ background: typeColour(type).accent }} aria-hidden="true" />
            {taskTypeWord(type)}
          </li>
        ))}
      </ul>
    </div>
  );
}
