import type { SessionTimeline, TimelineUnplanned as Unplanned } from '@brigade/contracts';
import { equipmentWord } from '../../../app/kitchen-words';
import { skillName } from '../../cook/skill-words';
import { useFormat, useRecipeText, useT, type Formatters, type Translate } from '../../../i18n';

/**
 * The tasks the plan cannot give anyone (issue 34): on the timeline, with why, and not counted in
 * its length or the estimates. Nothing is left out without a word.
 */
export function TimelineUnplanned({ timeline }: { timeline: SessionTimeline }) {
  const t = useT();
  const f = useFormat();
  const local = useRecipeText();
  if (timeline.unplanned.length === 0) return null;
  return (
    <div className="timeline-unplanned" data-testid="timeline-unplanned">
      <h3 className="timeline-warning">{t('meal.timeline.unplanned.title', { count: timeline.unplanned.length })}</h3>
      <ul>
        {timeline.unplanned.map((u) => (
          <li key={u.task_id} data-task={u.task_id}>
            <strong>{local.bar(u).task}</strong> <span className="muted">· {local.bar(u).recipe}</span> · {why(u, t, f)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function why(u: Unplanned, t: Translate, f: Formatters): string {
  if (u.reason === 'equipment') return t('meal.timeline.unplanned.equipment', { equipment: f.list(u.detail.map((e) => equipmentWord(t, e, 'lower'))) });
  if (u.reason === 'skill') return t('meal.timeline.unplanned.skill', { skills: f.list(u.detail.map((k) => skillName(t, { key: k, display_name: k.replace(/_/g, ' ') }))) });
  return t('meal.timeline.unplanned.waits', { task: u.detail[0] ?? '' });
}
