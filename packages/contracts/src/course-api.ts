import { z } from 'zod';
import { courseField } from './recipe';
import type { Course } from './courses';

/** Texts of the course settings (issue 34); the codes are in api-texts.ts (`course.*`). */
export const COURSE_MESSAGES = {
  serveAtInvalid: 'Enter a serve time such as 19:30.',
  twice: 'Give each course one serve time.',
  beforeNow: 'The {course} would be served before now. Choose a later time.',
  order: 'The {later} would be served before the {earlier}. Change the times, or keep this order on purpose.',
  needsMain: 'Give the main course a serve time.',
} as const;

/** When one course is served. */
export const courseServeInput = z.object({
  course: courseField,
  serve_at: z.iso.datetime({ offset: true, error: COURSE_MESSAGES.serveAtInvalid }),
});

/**
 * The plan settings' courses (issue 34): `[{course, serve_at}]`, each course at most once; an empty
 * list clears them (the meal then has the session's one serve time). `allow_any_order` keeps an order
 * the server would refuse (dessert before the main) because the host insists.
 */
export const courseSettingsShape = {
  courses: z.array(courseServeInput, { error: COURSE_MESSAGES.serveAtInvalid }).max(4).optional(),
  allow_any_order: z.boolean({ error: 'Must be true or false.' }).optional(),
};

export interface CourseServe {
  course: Course;
  serve_at: string;
}

/** The host changes one recipe's course in this session (null: back to the recipe's own). */
export const sessionRecipeCourseInput = z.object({ course: courseField.nullable() });
