import { COURSES, type Course, type SessionRecipeEntry } from '@brigade/contracts';
import { trpc } from '../../../app/trpc';
import { useT } from '../../../i18n';
import type { TabProps } from './types';

/**
 * One recipe copy's course in this meal (issue 34): starter, main, side or dessert. It starts as
 * the recipe's own course; the host's choice is kept for this session only.
 */
export function CourseSelect({ session, entry, label, disabled, run, busy }: TabProps & { entry: SessionRecipeEntry; label: string; disabled: boolean }) {
  const t = useT();
  const utils = trpc.useUtils();
  const change = trpc.sessions.setRecipeCourse.useMutation();
  const key = `course-${entry.id}`;
  return (
    <select
      className="course-select"
      aria-label={label}
      value={entry.course}
      disabled={disabled || busy === key}
      onChange={(e) =>
        void run(key, t('host.recipes.courseFailed'), async () => {
          await change.mutateAsync({ code: session.code, entryId: entry.id, course: e.target.value as Course });
          await Promise.all([utils.sessions.get.invalidate({ code: session.code }), utils.plan.timeline.invalidate()]);
        })
      }
    >
      {COURSES.map((course) => (
        <option key={course} value={course}>
          {t('host.course.name', { course })}
        </option>
      ))}
    </select>
  );
}
