import type { Queryable } from '../database';

export interface SkillAnswer {
  participant_id: number;
  skill_id: number;
  key: string;
  answer: 'yes' | 'no';
}

/** Every Yes and No of the given cooks, with the skill's key. */
export async function listSkillAnswers(db: Queryable, participantIds: number[]): Promise<SkillAnswer[]> {
  if (participantIds.length === 0) return [];
  const [yes, no] = await Promise.all([
    db
      .selectFrom('participant_skills')
      .innerJoin('skills', 'skills.id', 'participant_skills.skill_id')
      .select(['participant_skills.participant_id', 'participant_skills.skill_id', 'skills.key'])
      .where('participant_skills.participant_id', 'in', participantIds)
      .execute(),
    db
      .selectFrom('participant_declined_skills')
      .innerJoin('skills', 'skills.id', 'participant_declined_skills.skill_id')
      .select(['participant_declined_skills.participant_id', 'participant_declined_skills.skill_id', 'skills.key'])
      .where('participant_declined_skills.participant_id', 'in', participantIds)
      .execute(),
  ]);
  return [...yes.map((r) => ({ ...r, answer: 'yes' as const })), ...no.map((r) => ({ ...r, answer: 'no' as const }))];
}

/** Yes to these skills (added to the ones the cook has; a No to them is forgotten). */
export async function addSkills(db: Queryable, participantId: number, skillIds: number[]): Promise<void> {
  if (skillIds.length === 0) return;
  const ids = [...new Set(skillIds)];
  await db.deleteFrom('participant_declined_skills').where('participant_id', '=', participantId).where('skill_id', 'in', ids).execute();
  await db
    .insertInto('participant_skills')
    .values(ids.map((skill_id) => ({ participant_id: participantId, skill_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** No to these skills (a Yes to them is withdrawn). */
export async function declineSkills(db: Queryable, participantId: number, skillIds: number[]): Promise<void> {
  if (skillIds.length === 0) return;
  const ids = [...new Set(skillIds)];
  await db.deleteFrom('participant_skills').where('participant_id', '=', participantId).where('skill_id', 'in', ids).execute();
  await db
    .insertInto('participant_declined_skills')
    .values(ids.map((skill_id) => ({ participant_id: participantId, skill_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Forgets one skill of a cook (neither Yes nor No any more); true if the cook had it. */
export async function removeSkill(db: Queryable, participantId: number, skillId: number): Promise<boolean> {
  const res = await db.deleteFrom('participant_skills').where('participant_id', '=', participantId).where('skill_id', '=', skillId).executeTakeFirst();
  await db.deleteFrom('participant_declined_skills').where('participant_id', '=', participantId).where('skill_id', '=', skillId).execute();
  return Number(res.numDeletedRows) > 0;
}

/** The questionnaire's questions the cook was just asked (replacing any earlier ones). */
export async function setQuestionsAsked(db: Queryable, participantId: number, skillIds: number[]): Promise<void> {
  await db.deleteFrom('participant_skill_questions').where('participant_id', '=', participantId).execute();
  if (skillIds.length === 0) return;
  await db
    .insertInto('participant_skill_questions')
    .values([...new Set(skillIds)].map((skill_id) => ({ participant_id: participantId, skill_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The questions the cook was last asked and has not answered with a Yes list yet; forgets them. */
export async function takeQuestionsAsked(db: Queryable, participantId: number): Promise<number[]> {
  const rows = await db.selectFrom('participant_skill_questions').select('skill_id').where('participant_id', '=', participantId).execute();
  if (rows.length > 0) await db.deleteFrom('participant_skill_questions').where('participant_id', '=', participantId).execute();
  return rows.map((r) => r.skill_id);
}
