import { recipeDraft, type RecipeDraft } from '@brigade/contracts';
import { findCycle } from '@brigade/domain';

/** A recipe that passed every check, or the list of what is wrong with it in plain words. */
export type DraftCheck = { ok: true; draft: RecipeDraft } | { ok: false; problems: string[] };

/**
 * Checks anything claiming to be a recipe against the `recipeDraft` contract and for dependency
 * cycles. Problems name the field path and the cycle's task keys, precise enough to send back
 * to a model as a correction.
 */
export function checkRecipeDraft(candidate: unknown): DraftCheck {
  const parsed = recipeDraft.safeParse(candidate);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.slice(0, 20).map((issue) => {
        const path = issue.path.map(String).join('.');
        return path ? `${path}: ${issue.message}` : issue.message;
      }),
    };
  }
  const draft = parsed.data;
  const cycle = findCycle(
    draft.tasks.map((t) => t.key),
    draft.tasks.flatMap((t) => t.depends_on.map((d) => ({ task: t.key, dependsOn: d }))),
  );
  if (cycle) {
    const loop = [...cycle, cycle[0]].join(' -> ');
    return { ok: false, problems: [`The task dependencies form a cycle: ${loop}. Remove one of these dependencies.`] };
  }
  return { ok: true, draft };
}
