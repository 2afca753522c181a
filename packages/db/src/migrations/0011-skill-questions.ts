import type { Kysely } from 'kysely';

/**
 * The skills questionnaire's questions as a cook was last asked them (GET required-skills by the
 * cook, issue 29): the Yes list the cook saves next answers every one of them, so a skill asked
 * and not chosen is a No, whichever client saved it. Cleared by that save. Frozen once shipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('participant_skill_questions')
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('participant_skill_questions_pk', ['participant_id', 'skill_id'])
    .execute();
}
