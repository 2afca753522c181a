import { z } from 'zod';
import { cookTapFields } from './cook-taps';
import { sessionRecipeCourseInput } from './course-api';
import { kitchenUpdateInput } from './kitchen';
import { dependencyMapInput, ratingInput, recipeStatusInput, taskUpdateInput } from './recipe-api';
import { addRecipeInput } from './session-api';
import { DISPLAY_NAME_MAX, SESSION_MESSAGES } from './session-rules';
import { assignAnywayInput, reclaimSecretField, skillIdsInput } from './stall';

/**
 * The inputs that name what a call is about (a session by its code, a kitchen or recipe by id, an
 * assignment or participant of a session). tRPC procedures take them as their input; REST takes
 * the same values from its path, and the body schemas beside them in this package.
 */
const positiveId = z.number().int().positive();

/** A session named by its code; an unknown or malformed code is a 404 from the service (spec 01). */
export const sessionRefInput = z.object({ code: z.string().min(1).max(20) });
export const byIdInput = z.object({ id: positiveId });
export const onAssignmentInput = sessionRefInput.extend({ assignmentId: positiveId });
/** A cook's tap carries the phone's operation id, so a queued tap sent twice is applied once. */
export const cookTapInput = onAssignmentInput.extend(cookTapFields);
export const completeTaskInput = cookTapInput.extend({ finishEarly: z.boolean().optional() });
export const onParticipantInput = sessionRefInput.extend({ participantId: positiveId });
export const participantSkillInput = onParticipantInput.extend({ skillId: positiveId });
export const sessionEntryInput = sessionRefInput.extend({ entryId: positiveId });
/** The host sets one recipe's course in this session (issue 34). */
export const sessionEntryCourseInput = sessionEntryInput.extend(sessionRecipeCourseInput.shape);
/** A resumed subscription sends the last event id it saw (tRPC's tracked ids are strings). */
export const sessionEventsInput = sessionRefInput.extend({ lastEventId: z.string().nullish() });
export const sharedListInput = z.object({ token: z.string().min(1).max(64) });

/** Joining a session (spec 01): the name a cook goes by, trimmed, required and bounded. */
export const joinInput = z.object({
  session_code: z.string().optional(),
  display_name: z
    .string({ error: SESSION_MESSAGES.nameRequired })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, { error: SESSION_MESSAGES.nameRequired }).max(DISPLAY_NAME_MAX, { error: `Ensure this field has no more than ${DISPLAY_NAME_MAX} characters.` })),
  reclaim_secret: reclaimSecretField,
});
/** tRPC's join names the session in the input; the body is checked by `joinInput` in the service. */
export const joinProcedureInput = sessionRefInput.extend({ display_name: z.string().max(200), reclaim_secret: reclaimSecretField });

/** One dependency edge of a session's task graph, by task keys. */
export const dependencyEdge = z.object({ task_id: z.string(), depends_on_id: z.string() });
export const editDependenciesInput = sessionRefInput.extend({ add: z.array(dependencyEdge).max(500).optional(), remove: z.array(dependencyEdge).max(500).optional() });

/** The changes of one task of a session's graph (by key) or of a recipe (by id). */
export const sessionTaskUpdateInput = sessionRefInput.extend({ taskId: z.string().min(1), changes: taskUpdateInput });
export const recipeTaskUpdateInput = byIdInput.extend({ taskId: positiveId, changes: taskUpdateInput });
export const kitchenChangesInput = byIdInput.extend({ changes: kitchenUpdateInput });
export const sessionAddRecipeInput = sessionRefInput.extend(addRecipeInput.shape);
export const recipeDependenciesInput = byIdInput.extend(dependencyMapInput.shape);
export const recipeSetStatusInput = byIdInput.extend(recipeStatusInput.shape);
export const recipeRatingInput = byIdInput.extend(ratingInput.shape);
export const participantSkillsInput = onParticipantInput.extend(skillIdsInput.shape);
export const assignAnywayProcedureInput = onAssignmentInput.extend(assignAnywayInput.shape);
/** The plan's settings and timeline options are checked by the plan service (their messages are its own). */
export const planSettingsChangesInput = sessionRefInput.extend({ changes: z.unknown() });
export const timelineOptionsInput = sessionRefInput.extend({ options: z.unknown().optional() });
