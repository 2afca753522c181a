import type { FinishStory } from '@brigade/contracts';
import { storyTime } from '../../../app/story-time';
import { useFormat, useT } from '../../../i18n';

/**
 * The predicted finish as the finish story tells it (issue 34): the server says the time and
 * whether it is late; the page works out neither.
 */
export function PredictedFinish({ story }: { story: FinishStory | undefined }) {
  const t = useT();
  const f = useFormat();
  if (!story?.finish_at) return <>{t('meal.timeline.finish.calculating')}</>;
  const time = storyTime(story.finish_at, story.now, f);
  if (story.health === 'running_late') return <span className="timeline-warning">{t('meal.timeline.finish.late', { time })}</span>;
  if (story.health === 'stalled') return <span className="timeline-warning">{t('meal.timeline.finish.stalled', { time })}</span>;
  return <>{time}</>;
}

/** The meal against its serve time, in one sentence, from the finish story. */
export function PlanHealthText({ story }: { story: FinishStory }) {
  const t = useT();
  const f = useFormat();
  const time = storyTime(story.finish_at, story.now, f);
  const say = (text: string, warn = false) => (
    <span className={warn ? 'timeline-warning' : undefined} data-testid="plan-health">
      {text}
    </span>
  );
  if (story.health === 'stalled') return say(t('meal.timeline.health.stalled'), true);
  if (story.health === 'running_late') {
    // The course that is late, named with its own serve time, when the meal has more than one.
    const course = story.courses.length > 1 ? story.courses.find((c) => c.late && c.finish_at && c.serve_at) : undefined;
    if (course) {
      const at = (iso: string | null) => storyTime(iso, story.now, f);
      return say(t('meal.timeline.health.courseLate', { course: course.course, time: at(course.finish_at), serve: at(course.serve_at) }), true);
    }
    return say(t('meal.timeline.health.late', { time }), true);
  }
  if (story.health === 'ended' && !story.serve_at) return say(t('meal.timeline.health.endedAt', { time }));
  if (story.health === 'ended') return say(story.late ? t('meal.timeline.health.endedLate', { time }) : t('meal.timeline.health.ended', { time }), story.late);
  if (story.serve_at) return say(t('meal.timeline.health.onTime', { time }));
  return say(t('meal.timeline.health.ready', { time }));
}
