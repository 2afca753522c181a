import { z } from 'zod';
import type { AssignmentItem } from './session-api';
import type { Skill } from './skills';
import type { ApiText } from './api-texts';

/** POST .../participants/{id}/skills/ (adds Yes answers) and .../skills/decline/ (records No answers). */
export const skillIdsInput = z.object({
  skills: z.array(z.number({ error: 'Skills are skill ids.' }).int().positive()).max(100),
  /**
   * Yes answers only (one question on the cook's screen, the host's override): nothing implied
   * about other skills. Without it, a cook's own Yes list answers the questionnaire they were
   * asked: a skill asked and not chosen is a No (issue 29).
   */
  partial: z.boolean().optional(),
});
export type SkillIdsInput = z.infer<typeof skillIdsInput>;

/** POST .../assignments/{id}/assign/: the host lets a chosen cook take a stalled task anyway. */
export const assignAnywayInput = z.object({
  participant_id: z.number({ error: 'Choose a cook.' }).int().positive(),
});
export type AssignAnywayInput = z.infer<typeof assignAnywayInput>;

/** A cook's answers, as every skills call returns them. */
export interface SkillAnswers {
  skills: number[];
  declined: number[];
}

export interface CookRef {
  id: number;
  display_name: string;
}

/**
 * Work nobody present can take, with why and who could help: the host's stall banner and the
 * cooks' "waiting for" text. Announced as soon as the plan holds it, ready or not (issue 29).
 */
export interface Stall {
  assignment: AssignmentItem;
  task_id: string;
  task_name: string;
  recipe_name: string;
  /** skill: no cook present may do it; equipment: the kitchen lacks it; no_cooks: nobody is present. */
  reason: 'skill' | 'equipment' | 'no_cooks';
  missing_skills: Skill[];
  missing_equipment: string[];
  /** Cooks present who have not answered a missing skill: they are asked on their screens. */
  cooks_to_ask: CookRef[];
  /** Cooks present who said No to a missing skill: the host may override. */
  cooks_declined: CookRef[];
  /** One line for people, e.g. "Waiting for someone who can do Baking (Bake the crumble)". */
  message: string;
  /** The same line by code and params (issue 30), for the web app to show in the cook's language. */
  text: ApiText;
  /** Its predecessors are done: a cook may be given it anyway now (else only the skill or equipment fixes apply). */
  ready: boolean;
}

export interface StallsView {
  stalls: Stall[];
  /** What the kitchen waits for, for the cook screen; null when nothing is stuck. */
  waiting_for: string | null;
  /** `waiting_for` by code and params (issue 30). */
  waiting_for_text: ApiText | null;
  /** Skills the calling cook has not answered that the meal's open tasks need, the stalled ones first. */
  questions: Skill[];
  /** Recipes in the session needing equipment the kitchen does not have (before and during the meal). */
  equipment_gaps: Array<{ recipe_name: string; equipment: string[] }>;
  /** The newest live event of the session when this answer was read, as on the session's answer. */
  last_event_id?: string;
}

/** Join's optional field: the secret the browser kept from its first join, to take an away cook's name back. */
export const reclaimSecretField = z.string().max(200).optional();

/**
 * A cook whose place the host may give back (issue 12): a removed cook, or an away cook someone
 * asked to rejoin as from another phone. `requested_at` is when a refused join last asked.
 */
export interface RejoinRequest {
  participant_id: number;
  display_name: string;
  kind: 'removed' | 'away';
  requested_at: string | null;
  /** The host approved: the next join with the name succeeds once. */
  allowed: boolean;
}
