import type { SessionTimeline } from '@brigade/contracts';
import { useFormat, useRecipeText, useT } from '../../../i18n';
import { laneLabel } from './plan-format';

/**
 * Every bar of the chart in words, beside it (issue 26): the full task names the bars may cut,
 * with dish, lane and times, in plan order.
 */
export function TimelineTaskList({ timeline, colourOf }: { timeline: SessionTimeline; colourOf: (dish: string | null) => string }) {
  const t = useT();
  const local = useRecipeText();
  const f = useFormat();
  const lane = new Map(timeline.lanes.map((l) => [l.id, laneLabel(l, t)]));
  // A preheat shared with another dish's names that dish: one heating of the oven, not two.
  const dishName = new Map(timeline.bars.filter((b) => b.dish !== null).map((b) => [b.dish!, local.bar(b).recipe]));
  // One row per task (issue 34: its equipment lane repeats its bar; the title counts tasks), on its cook's lane.
  const byTask = new Map<string, SessionTimeline['bars'][number]>();
  for (const b of timeline.bars) if (!byTask.has(b.task_id) || byTask.get(b.task_id)!.lane.startsWith('equipment:')) byTask.set(b.task_id, b);
  const bars = [...byTask.values()].sort((a, b) => a.start_at.localeCompare(b.start_at) || a.task_name.localeCompare(b.task_name));
  return (
    <details className="timeline-list" open>
      <summary>{t('meal.timeline.list.title', { count: bars.length })}</summary>
      <ol>
        {bars.map((b) => (
          <li key={b.task_id} data-task={b.task_id}>
            <span className="timeline-swatch" style={{ background: colourOf(b.dish) }} aria-hidden="true" />{' '}
            <span className="timeline-list-time">
              {f.clock(b.start_at)}–{f.clock(b.end_at)}
            </span>{' '}
            <strong>{local.bar(b).task}</strong> <span className="muted">· {local.bar(b).recipe} · {lane.get(b.lane) ?? ''}</span>
            {b.oven_c !== undefined && <span className="muted"> · {t('meal.timeline.list.oven', { temperature: b.oven_c })}</span>}
            {b.together_with && dishName.has(b.together_with) && (
              <span className="muted"> · {t('meal.timeline.list.together', { dish: dishName.get(b.together_with)! })}</span>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
