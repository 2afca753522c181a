import type { Kysely } from 'kysely';

/**
 * Taps a cook's phone made (Complete, Start timer, Request Help), by the operation id the phone
 * gave each one. A phone that was offline sends its queued taps when the connection returns and
 * may send one twice (the answer was lost, the page reloaded mid-send): a known id answers what it
 * answered the first time and changes nothing. Frozen once shipped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('client_operations')
    .addColumn('participant_id', 'integer', (c) => c.notNull().references('participants.id').onDelete('cascade'))
    .addColumn('op_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('assignment_id', 'integer', (c) => c.notNull())
    // The answer the first time, as JSON.
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('client_operations_pk', ['participant_id', 'op_id'])
    .execute();
}
