import { describe, expect, it } from 'vitest';
import { courseChange, courseServes } from './courses.service';

// Issue 34: how course times and the session's serve time stay consistent (rules in courses.service.ts).
const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('courseChange', () => {
  it('sorts the courses into serve order and makes the main the serve time', () => {
    const change = courseChange({ courses: [{ course: 'dessert', serve_at: at(90) }, { course: 'main', serve_at: at(60) }] }, { serve_at: null }, [], NOW);
    expect(change).toEqual({ courses: [{ course: 'main', serve_at: at(60) }, { course: 'dessert', serve_at: at(90) }], serveAt: at(60) });
  });

  it('adds the main at the serve time when the courses leave it out', () => {
    const change = courseChange({ courses: [{ course: 'starter', serve_at: at(30) }] }, { serve_at: at(60) }, [], NOW);
    expect(change.courses).toEqual([{ course: 'starter', serve_at: at(30) }, { course: 'main', serve_at: at(60) }]);
  });

  it('moves stored courses with a new serve time, keeping the gaps, and clears them with it', () => {
    const stored = courseServes([{ course: 'starter', serve_at: at(30) }, { course: 'main', serve_at: at(60) }]);
    expect(courseChange({ serve_at: at(80) }, { serve_at: at(60) }, stored, NOW).courses).toEqual([{ course: 'starter', serve_at: at(50) }, { course: 'main', serve_at: at(80) }]);
    expect(courseChange({ serve_at: null }, { serve_at: at(60) }, stored, NOW)).toEqual({ courses: [], serveAt: null });
    expect(courseChange({ diners: 4 }, { serve_at: at(60) }, stored, NOW)).toEqual({});
  });

  it('refuses a course before now, a course twice and a wrong order, unless the host insists on the order', () => {
    const fieldsOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as { fieldErrors?: Record<string, string[]> }).fieldErrors;
      }
      return undefined;
    };
    expect(fieldsOf(() => courseChange({ courses: [{ course: 'main', serve_at: at(-1) }] }, { serve_at: null }, [], NOW))).toEqual({ courses: ['The main would be served before now. Choose a later time.'] });
    expect(fieldsOf(() => courseChange({ courses: [{ course: 'main', serve_at: at(5) }, { course: 'main', serve_at: at(6) }] }, { serve_at: null }, [], NOW))).toEqual({ courses: ['Give each course one serve time.'] });
    const backwards = { courses: [{ course: 'main' as const, serve_at: at(60) }, { course: 'starter' as const, serve_at: at(70) }] };
    expect(fieldsOf(() => courseChange(backwards, { serve_at: null }, [], NOW))).toEqual({ courses: ['The main would be served before the starter. Change the times, or keep this order on purpose.'] });
    expect(courseChange({ ...backwards, allow_any_order: true }, { serve_at: null }, [], NOW).serveAt).toBe(at(60));
  });
});
