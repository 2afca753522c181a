import { SKILL_CATALOGUE } from '@brigade/contracts';

/** Skills a cook must have said Yes to: the catalogue's skills above beginner. */
export const GATING_SKILLS: ReadonlySet<string> = new Set(SKILL_CATALOGUE.filter((s) => s.skill_level !== 'beginner').map((s) => s.key));

/**
 * Whether a cook may do one required skill: a Yes always, a No never (beginner skills included:
 * someone who says No to knife work is not handed a knife), and no answer only for beginner skills.
 */
export function mayUseSkill(key: string, yes: ReadonlySet<string>, no: ReadonlySet<string>): boolean {
  if (yes.has(key)) return true;
  if (no.has(key)) return false;
  return !GATING_SKILLS.has(key);
}

/** Whether a cook may do a task needing all of `required`. */
export function mayDoTask(required: readonly string[], yes: ReadonlySet<string>, no: ReadonlySet<string>): boolean {
  return required.every((k) => mayUseSkill(k, yes, no));
}
