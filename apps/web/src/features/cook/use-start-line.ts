import { storyTime } from '../../app/story-time';
import { trpc } from '../../app/trpc';
import { useFormat, useRecipeText, useT } from '../../i18n';

/** What a cook waiting for the first task reads (issue 34): when cooking starts, what comes first, and when it is served. */
export interface StartLine {
  /** 'Cooking starts at 5:46 PM: Preheat the oven'. */
  line: string;
  /** 'Serve at 8:00 PM', when the host set a serve time. */
  serve: string | null;
}

/**
 * The finish story's start for a cook with nothing to do yet: asked only while they wait (before
 * Start, or started with the plan beginning later), and again when the session changes.
 */
export function useStartLine(code: string, waiting: boolean): StartLine | null {
  const t = useT();
  const f = useFormat();
  const local = useRecipeText();
  const story = trpc.plan.story.useQuery({ code }, { enabled: waiting, refetchInterval: waiting ? 60_000 : false, staleTime: 15_000 }).data;
  if (!waiting || !story?.first_task) return null;
  return {
    line: t('cook.start.line', { time: storyTime(story.first_task.at, story.now, f), task: local.name(story.first_task) }),
    serve: story.serve_at ? t('cook.start.serve', { time: storyTime(story.serve_at, story.now, f) }) : null,
  };
}
