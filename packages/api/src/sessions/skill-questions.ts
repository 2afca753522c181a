import type { Skill } from '@brigade/contracts';
import { sessionTasks, skillAnswers, skills, type CookingSessionRow, type Queryable } from '@brigade/db';
import type { AppDeps, Principal } from '../deps';
import { toSkill } from '../skills/skill.service';
import { callerParticipant } from './session-access';

/**
 * The skills questionnaire (spec 01 §2 /skills) saves only the Yes answers. What a cook is asked
 * (GET required-skills by the cook) is kept, so the Yes list they save next answers every question:
 * a skill asked and not chosen is a No, whichever client saved the list (issue 29).
 */
export async function recordQuestionsAsked(deps: AppDeps, principal: Principal, session: CookingSessionRow, skillIds: number[]): Promise<void> {
  if (session.status !== 'waiting' && session.status !== 'active') return;
  const me = await callerParticipant(deps, principal, session);
  if (!me || me.removed === 1) return;
  await skillAnswers.setQuestionsAsked(deps.db, me.id, skillIds);
}

/**
 * The skills a cook's own Yes list (`chosen`) answers No: the questions they were last asked and
 * did not choose. Without a record of the questions (asked without the cook's token), a first
 * questionnaire answers the session's `required` skills when the cook had answered none of them.
 */
export async function unchosenAnswers(trx: Queryable, participantId: number, chosen: number[], required: number[]): Promise<number[]> {
  let asked = await skillAnswers.takeQuestionsAsked(trx, participantId);
  if (asked.length === 0) {
    const answered = new Set((await skillAnswers.listSkillAnswers(trx, [participantId])).map((a) => a.skill_id));
    asked = required.some((id) => answered.has(id)) ? [] : required;
  }
  const yes = new Set(chosen);
  return asked.filter((id) => !yes.has(id));
}

/** Skills any task of the session needs: the questionnaire's questions (GET required-skills). */
export async function sessionSkills(deps: Pick<AppDeps, 'db'>, sessionId: number): Promise<Skill[]> {
  const tasks = await sessionTasks.listSessionTasks(deps.db, sessionId);
  const keys = [...new Set(tasks.flatMap((t) => JSON.parse(t.skill_requirements) as string[]))];
  return (await skills.findSkillsByKeys(deps.db, keys)).map(toSkill);
}
