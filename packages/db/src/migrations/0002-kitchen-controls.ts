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

  // What the host's controls and name reclaiming need, one row per cook who has any of it.
  await db.schema
    .createTable('participant_controls')
    .addColumn('participant_id', 'integer', (c) => c.primaryKey().references('participants.id').onDelete('cascade'))
    // Force Disconnect holds: a ping or heartbeat does not bring the cook back; a deliberate rejoin does.
    .addColumn('disconnected_by_host', 'integer', (c) => c.notNull().defaultTo(0))
    // SHA-256 of the secret the cook's browser keeps: only that device may take the name back.
    .addColumn('reclaim_secret_hash', 'text')
    // The host let this cook (away or removed) back in: the next join with the name succeeds once.
    .addColumn('rejoin_allowed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // A paused session: no new tasks, timers frozen (shifted by the pause on resume).
  await db.schema.alterTable('cooking_sessions').addColumn('paused_at', 'text').execute();
}
