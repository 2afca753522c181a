import type { Formatters } from '../i18n';

/**
 * A time of the finish story (issue 34) as people read it: the time of day, with its date when it
 * is not on the kitchen's day (`now`, the story's own kitchen time), so "8:00 AM" tomorrow never
 * passes for tonight's 8:00 PM.
 */
export function storyTime(iso: string | null | undefined, now: string, f: Formatters): string {
  if (!iso) return f.clock(iso);
  return new Date(iso).toDateString() === new Date(now).toDateString() ? f.clock(iso) : f.dateTime(iso);
}
