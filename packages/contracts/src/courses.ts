/**
 * Courses of a meal (issue 34). A session's recipe belongs to one course; each course has its own
 * serve time. Without zod, so the web app's small pages can import it cheaply.
 */

/** The courses in the order a meal serves them: a side goes with the main. */
export const COURSES = ['starter', 'main', 'side', 'dessert'] as const;
export type Course = (typeof COURSES)[number];

/** True for one of {@link COURSES}. */
export function isCourse(value: unknown): value is Course {
  return typeof value === 'string' && (COURSES as readonly string[]).includes(value);
}

/**
 * The course of a recipe in a session: the host's choice for the session, else the recipe's own
 * course, else `main` (a recipe that says nothing is treated as part of the main course).
 */
export function effectiveCourse(sessionCourse: string | null | undefined, recipeCourse: string | null | undefined): Course {
  if (isCourse(sessionCourse)) return sessionCourse;
  if (isCourse(recipeCourse)) return recipeCourse;
  return 'main';
}

/** Serve order of a course: starter 0, main and side 1, dessert 2 (a side is served with the main). */
export function courseServeRank(course: Course): number {
  return course === 'starter' ? 0 : course === 'dessert' ? 2 : 1;
}

/** An oven temperature a recipe may state, °C (issue 34: 30-300 °C, or the same range in °F). */
export const OVEN_TEMPERATURE_C = { min: 30, max: 300 } as const;
