import type { SessionTimeline } from '@brigade/contracts';
import { useFormat, useRecipeText, useT } from '../../../i18n';
import { laneLabel } from './plan-format';

const LANE_H = 34;
const LABEL_W = 96;
const AXIS_H = 22;

/**
 * The plan as a Gantt chart in plain SVG: one row per cook and per bottleneck equipment, bars
 * coloured by dish, passive timers hatched after the cook's start step, the critical path outlined,
 * a 'now' line. The chart scrolls sideways on a phone rather than squeezing bars to nothing.
 */
export function TimelineChart({ timeline, colourOf }: { timeline: SessionTimeline; colourOf: (dish: string | null) => string }) {
  const t = useT();
  const local = useRecipeText();
  const f = useFormat();
  const t0 = Date.parse(timeline.start_at);
  const t1 = Math.max(Date.parse(timeline.finish_at), t0 + 10 * 60_000);
  const minutes = (t1 - t0) / 60_000;
  const pxPerMinute = Math.max(4, Math.min(12, 900 / minutes));
  const width = LABEL_W + minutes * pxPerMinute + 16;
  const height = AXIS_H + timeline.lanes.length * LANE_H + 8;
  const x = (iso: string) => LABEL_W + ((Date.parse(iso) - t0) / 60_000) * pxPerMinute;
  const laneY = new Map(timeline.lanes.map((l, i) => [l.id, AXIS_H + i * LANE_H]));
  const step = minutes > 240 ? 60 : minutes > 90 ? 30 : 15;
  const ticks: number[] = [];
  for (let m = 0; m <= minutes; m += step) ticks.push(m);
  const now = Date.parse(timeline.now);
  const showNow = timeline.status === 'active' && now >= t0 && now <= t1;

  return (
    // Wider than the screen on a phone (or a long meal): the chart scrolls, with the keyboard too.
    <div className="timeline-scroll" tabIndex={0} role="region" aria-label={t('meal.timeline.chart.label')}>
      <svg width={width} height={height} role="img" aria-label={t('meal.timeline.chart.label')} className="timeline-svg">
        <defs>
          <pattern id="timer-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="6" height="6" fill="white" fillOpacity="0.55" />
            <line x1="0" y1="0" x2="0" y2="6" stroke="white" strokeWidth="3" />
          </pattern>
        </defs>
        {ticks.map((m) => (
          <g key={m}>
            <line x1={LABEL_W + m * pxPerMinute} x2={LABEL_W + m * pxPerMinute} y1={AXIS_H - 4} y2={height} stroke="#e2e8f0" />
            <text x={LABEL_W + m * pxPerMinute + 2} y={12} fontSize="10" fill="#4a5568">
              {f.clock(new Date(t0 + m * 60_000))}
            </text>
          </g>
        ))}
        {timeline.lanes.map((l) => {
          const label = laneLabel(l, t);
          return (
            <g key={l.id} data-lane={l.id}>
              <rect x={0} y={laneY.get(l.id)!} width={width} height={LANE_H} fill={l.kind === 'equipment' ? '#f7fafc' : 'transparent'} />
              <text x={4} y={laneY.get(l.id)! + LANE_H / 2 + 4} fontSize="12" fontWeight={l.kind === 'cook' ? 600 : 400} fill="#1a202c">
                {label.length > 13 ? `${label.slice(0, 12)}…` : label}
                {label.length > 13 && <title>{label}</title>}
              </text>
            </g>
          );
        })}
        {timeline.bars.map((b) => {
          const y = laneY.get(b.lane);
          if (y === undefined) return null;
          const x0 = x(b.start_at), x1 = Math.max(x(b.end_at), x0 + 2);
          const attended = b.passive ? Math.max(x(b.cook_until_at), x0 + 2) : x1;
          const fill = colourOf(b.dish);
          const room = Math.floor((x1 - x0 - 8) / 6);
          const names = local.bar(b);
          return (
            <g key={`${b.lane}-${b.task_id}`} className="timeline-bar" data-task={b.task_id} data-critical={b.critical || undefined} data-passive={b.passive || undefined}>
              <title>
                {t('meal.timeline.chart.bar', {
                  task: names.task,
                  dish: names.recipe,
                  start: f.clock(b.start_at),
                  end: f.clock(b.end_at),
                  passive: b.passive ? 'yes' : 'no',
                  critical: b.critical ? 'yes' : 'no',
                })}
                {b.oven_c !== undefined && ` · ${t('meal.timeline.list.oven', { temperature: b.oven_c })}`}
              </title>
              <rect x={x0} y={y + 5} width={x1 - x0} height={LANE_H - 10} rx={3} fill={fill} opacity={b.running ? 1 : 0.85} />
              {b.passive && <rect x={attended} y={y + 5} width={Math.max(0, x1 - attended)} height={LANE_H - 10} fill="url(#timer-hatch)" />}
              {b.critical && <rect x={x0} y={y + 4} width={x1 - x0} height={LANE_H - 8} rx={3} fill="none" stroke="#1a202c" strokeWidth={2} />}
              {x1 - x0 > 48 && (
                <text x={x0 + 4} y={y + LANE_H / 2 + 4} fontSize="10" fill="white" style={{ pointerEvents: 'none' }}>
                  {/* Cut names end in '…'; the full name is in the bar's tooltip and the list beside the chart. */}
                  {names.task.length > room ? `${names.task.slice(0, Math.max(1, room - 1))}…` : names.task}
                </text>
              )}
            </g>
          );
        })}
        {showNow && (
          <g data-testid="timeline-now">
            <line x1={x(timeline.now)} x2={x(timeline.now)} y1={AXIS_H - 6} y2={height} stroke="#e53e3e" strokeWidth={2} />
            <text x={x(timeline.now) + 3} y={AXIS_H - 8} fontSize="10" fill="#e53e3e">
              {t('meal.timeline.chart.now')}
            </text>
          </g>
        )}
      </svg>
    </div>
  );
}
