import { z } from 'zod';
import { textField } from './text-field';

const recipeId = z.coerce.number({ error: 'A saved recipe id is required.' }).int({ error: 'A saved recipe id is required.' }).positive({ error: 'A saved recipe id is required.' });
const proposalId = z.coerce.number({ error: 'A proposal id is required.' }).int({ error: 'A proposal id is required.' }).positive({ error: 'A proposal id is required.' });

/** The pending AI edit of a saved recipe (tRPC `studio.proposal`; REST GET recipes/{id}/proposal/). */
export const proposalQueryInput = z.object({ recipe_id: recipeId });

/**
 * Accept or discard one AI edit. The proposal's id is part of the request, so a decision always
 * concerns the changes the staff member saw, never a newer proposal made meanwhile.
 */
export const proposalDecisionInput = z.object({ recipe_id: recipeId, proposal_id: proposalId });
export type ProposalDecisionInput = z.input<typeof proposalDecisionInput>;

/**
 * Names one AI call so its progress can be followed (tRPC `studio.aiProgress`): the browser
 * makes it up, subscribes, then sends it with the generate or edit request.
 */
export const aiCallId = textField().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Use 8 to 64 letters, digits, dashes or underscores.' });
export const aiProgressInput = z.object({ call_id: aiCallId });

/** What the model has sent so far, while it streams its answer. */
export interface AiProgress {
  /** Which answer this is: 1, then 2 or 3 when an answer had to be sent back for repair. */
  attempt: number;
  /** Characters of the answer received so far. */
  characters: number;
  /** Tasks seen in the answer so far. */
  tasks: number;
  /** `waiting` for the first characters, `receiving` them, `checking` a complete answer; `done` ends the call. */
  phase: 'waiting' | 'receiving' | 'checking' | 'done';
}
