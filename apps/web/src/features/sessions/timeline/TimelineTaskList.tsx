import type { SessionTimeline } from '@brigade/contracts';
import { formatClock } from '../format';

/**
 * Every bar of the chart in words, beside it (issue 26): the full task names the bars may cut,
 * with dish, lane and times, in plan order.
 */
export function TimelineTaskList({ timeline, colourOf }: { timeline: SessionTimeline; colourOf: (dish: string | null) => string }) {
  const lane = new Map(timeline.lanes.map((l) => [l.id, l.label]));
  const bars = [...timeline.bars].sort((a, b) => a.start_at.localeCompare(b.start_at) || a.task_name.localeCompare(b.task_name));
  return (
    <details className="timeline-list" open>
      <summary>Every task in the plan ({bars.length})</summary>
      <ol>
        {bars.map((b) => (
          <li key={`${b.lane}-${b.task_id}`} data-task={b.task_id}>
            <span className="timeline-swatch" style={{ background: colourOf(b.dish) }} aria-hidden="true" />{' '}
            <span className="timeline-list-time">
              {formatClock(b.start_at)}–{formatClock(b.end_at)}
            </span>{' '}
            <strong>{b.task_name}</strong> <span className="muted">· {b.dish_name} · {lane.get(b.lane) ?? ''}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
