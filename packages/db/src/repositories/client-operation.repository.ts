import type { Queryable } from '../schema';
import type { ClientOperationRow } from '../tables/client-operation.table';

/** The tap this cook's phone already sent with this id, if any. */
export async function findOperation(db: Queryable, participantId: number, opId: string): Promise<ClientOperationRow | undefined> {
  return db.selectFrom('client_operations').selectAll().where('participant_id', '=', participantId).where('op_id', '=', opId).executeTakeFirst();
}

/** Records an applied tap; call it in the transaction that applied it. */
export async function recordOperation(db: Queryable, row: ClientOperationRow): Promise<void> {
  await db.insertInto('client_operations').values(row).execute();
}
