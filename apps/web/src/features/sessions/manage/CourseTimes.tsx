import { COURSES, type Course, type CourseServe, type FieldErrors as FieldErrorMap } from '@brigade/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { formFailure } from '../../../app/form-errors';
import { trpc } from '../../../app/trpc';
import { Button, Field, FieldErrors } from '../../../ui';
import { serveAtField, serveAtIso } from '../timeline/serve-time';
import { useT } from '../../../i18n';
import { ActionFailed, type TabProps } from './types';

const COURSE_FIELDS = { courses: 'courses', 'changes.courses': 'courses', serve_at: 'courses', 'changes.serve_at': 'courses' };
const GAP_MAX = 600;

/** True when the server refused the courses' order (dessert before the main): the host may insist. */
function orderRefused(error: unknown): boolean {
  const texts = (error as { data?: { fieldTexts?: Record<string, Array<{ code: string } | null>> | null } }).data?.fieldTexts ?? {};
  return Object.values(texts).some((list) => list.some((text) => text?.code === 'plan.courseOrder'));
}

/** The courses this meal has (from its recipes), with the main always there, in serve order. */
export function mealCourses(session: TabProps['session']): Course[] {
  const present = new Set<Course>(['main', ...session.session_recipes.map((e) => e.course)]);
  return COURSES.filter((c) => present.has(c));
}

/**
 * When each course is served (issue 34): a time for each course, or the main's time with the
 * minutes before it (starter) and after it (dessert). The main's time is the session's serve time.
 */
export function CourseTimes({ session, run, busy }: TabProps) {
  const t = useT();
  const utils = trpc.useUtils();
  const settings = trpc.plan.settings.useQuery({ code: session.code });
  const update = trpc.plan.updateSettings.useMutation();
  const courses = mealCourses(session);
  const [mode, setMode] = useState<'times' | 'gaps'>('times');
  const [times, setTimes] = useState<Partial<Record<Course, string>>>({});
  const [gaps, setGaps] = useState({ before: '30', after: '30' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [insist, setInsist] = useState(false);
  const [saved, setSaved] = useState(false);
  // What the host typed stays: a settings answer that comes meanwhile (the first one, late on a
  // busy laptop, or one after a live change) fills only the times they have not touched.
  const [typed, setTyped] = useState<ReadonlySet<Course>>(new Set());
  useEffect(() => {
    if (!settings.data) return;
    const at = (c: Course) => serveAtField(settings.data.courses.find((s) => s.course === c)?.serve_at ?? (c === 'main' || c === 'side' ? settings.data.serve_at : null));
    setTimes((now) => Object.fromEntries(COURSES.map((c) => [c, typed.has(c) ? now[c] : at(c)])));
  }, [settings.data, typed]);

  const send = (list: CourseServe[], allowAnyOrder: boolean) =>
    void run('courses', t('host.courses.failed'), async () => {
      try {
        await update.mutateAsync({ code: session.code, changes: { courses: list, ...(allowAnyOrder ? { allow_any_order: true } : {}) } });
      } catch (err) {
        const failure = formFailure(err, { fields: COURSE_FIELDS, fallback: t('host.courses.failed'), t });
        setErrors(failure.fields ?? {});
        setInsist(orderRefused(err));
        throw new ActionFailed(failure.banner);
      }
      setErrors({});
      setInsist(false);
      await Promise.all([utils.plan.settings.invalidate({ code: session.code }), utils.sessions.get.invalidate({ code: session.code }), utils.plan.timeline.invalidate()]);
      // The fields follow the server again, from the answer just read (what was saved).
      setTyped(new Set());
      setSaved(true);
    });

  const wanted = (): CourseServe[] | null => {
    const local: FieldErrorMap = {};
    let list: CourseServe[] = [];
    if (mode === 'times') {
      list = courses.flatMap((course) => {
        const iso = serveAtIso(times[course] ?? '');
        if (iso === null) local[course] = [t('host.courses.timeInvalid')];
        return iso === null ? [] : [{ course, serve_at: iso }];
      });
    } else {
      const main = serveAtIso(times.main ?? '');
      if (main === null) local.main = [t('host.courses.timeInvalid')];
      const minutes = (text: string, field: string) => {
        const n = Number(text);
        if (text.trim() === '' || !Number.isInteger(n) || n < 0 || n > GAP_MAX) local[field] = [t('host.courses.gapInvalid', { max: GAP_MAX })];
        return n;
      };
      const before = courses.includes('starter') ? minutes(gaps.before, 'before') : 0;
      const after = courses.includes('dessert') ? minutes(gaps.after, 'after') : 0;
      if (main !== null) {
        const shift = (m: number) => new Date(Date.parse(main) + m * 60_000).toISOString();
        list = courses.map((course) => ({ course, serve_at: course === 'starter' ? shift(-before) : course === 'dessert' ? shift(after) : main }));
      }
    }
    setErrors(local);
    return Object.keys(local).length > 0 ? null : list;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const list = wanted();
    if (list) send(list, false);
  };
  const keepOrder = () => {
    const list = wanted();
    if (list) send(list, true);
  };

  return (
    <section className="card course-times" aria-labelledby="course-times-title">
      <h2 id="course-times-title" className="card-title">
        {t('host.courses.title')}
      </h2>
      <p className="muted">{t('host.courses.intro')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <fieldset className="course-mode">
          <legend>{t('host.courses.how')}</legend>
          <label>
            <input type="radio" name="course-mode" checked={mode === 'times'} onChange={() => (setMode('times'), setSaved(false))} /> {t('host.courses.byTime')}
          </label>
          <label>
            <input type="radio" name="course-mode" checked={mode === 'gaps'} onChange={() => (setMode('gaps'), setSaved(false))} /> {t('host.courses.byGaps')}
          </label>
        </fieldset>
        {courses.filter((c) => mode === 'times' || c === 'main').map((course) => (
          <Field
            key={course}
            id={`course-${course}`}
            type="time"
            label={t('host.courses.timeOf', { course })}
            value={times[course] ?? ''}
            onChange={(e) => (setTimes({ ...times, [course]: e.target.value }), setTyped(new Set([...typed, course])), setSaved(false))}
            errors={errors[course]}
          />
        ))}
        {mode === 'gaps' && courses.includes('starter') && (
          <Field id="course-gap-before" type="number" inputMode="numeric" min={0} max={GAP_MAX} label={t('host.courses.gapBefore')} value={gaps.before} onChange={(e) => (setGaps({ ...gaps, before: e.target.value }), setSaved(false))} errors={errors.before} />
        )}
        {mode === 'gaps' && courses.includes('dessert') && (
          <Field id="course-gap-after" type="number" inputMode="numeric" min={0} max={GAP_MAX} label={t('host.courses.gapAfter')} value={gaps.after} onChange={(e) => (setGaps({ ...gaps, after: e.target.value }), setSaved(false))} errors={errors.after} />
        )}
        <FieldErrors id="course-times-errors" errors={errors.courses} />
        <div className="form-actions">
          <Button type="submit" busy={busy === 'courses'}>
            {t('host.courses.save')}
          </Button>
          {insist && (
            <Button variant="secondary" onClick={keepOrder} disabled={busy !== null}>
              {t('host.courses.keepOrder')}
            </Button>
          )}
          {saved && <span role="status">{t('host.courses.saved')}</span>}
        </div>
      </form>
    </section>
  );
}
