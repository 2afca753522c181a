import type { FinishStory } from '@brigade/contracts';
import { trpc } from '../../../app/trpc';

/**
 * The host's finish story (issue 34): the one the timeline carries, read through the very query the
 * timeline section makes (same key, one request), so the overview, the banner and the chart tell
 * one story from one plan.
 */
export function useFinishStory(code: string, enabled: boolean): FinishStory | undefined {
  return trpc.plan.timeline.useQuery({ code, options: {} }, { enabled }).data?.story;
}
