import type { Kysely } from 'kysely';

/**
 * Frozen once shipped. The kitchen clock's origin (so kitchen time continues across a restart at
 * any BRIGADE_CLOCK_SCALE), session pause, and what the host's controls need to hold.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row (id = 1): kitchen time = kitchen_origin + (wall - wall_origin) * scale.
  await db.schema
    .createTable('kitchen_clock')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('scale', 'real', (c) => c.notNull())
    .addColumn('wall_origin', 'integer', (c) => c.notNull())
    .addColumn('kitchen_origin', 'integer', (c) => c.notNull())
    .execute();

  // A cook's No answers (participant_skills holds the Yes ones): a No keeps tasks needing that
  // skill from the cook, beginner skills included, until the cook or the host says Yes.
  await db.schema
    .createTable('participant_declined_skills')
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id').onDelete('cascade'))
    .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('participant_declined_skills_pk', ['participant_id', 'skill_id'])
    .execute();
}
