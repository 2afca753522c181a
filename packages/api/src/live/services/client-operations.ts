import { API_TEXTS } from '@brigade/contracts';
import { clientOperations, type Queryable } from '@brigade/db';
import { iso } from '../../clock';
import { BrigadeError } from '../../errors';

export type TapKind = 'complete' | 'start' | 'help';

/** What a tap carries beside its assignment: the phone's id for it, when it sent one. */
export interface TapOptions {
  clientOpId?: string | undefined;
}

export const OP_ID_REUSED = API_TEXTS['task.opIdReused'];

/**
 * Applies a cook's tap once per operation id, inside the change's transaction: a known id answers
 * what it answered the first time and runs nothing (so emits nothing); a new one runs `apply` and
 * is recorded with its answer in the same commit. A tap the server refused is not recorded (the
 * transaction rolls back), so sending it again is refused again with the reason of that moment.
 * Without an id the tap runs as before.
 */
export async function oncePerOperation<T>(
  trx: Queryable,
  tap: { participantId: number; kind: TapKind; assignmentId: number; now: number },
  options: TapOptions,
  apply: () => Promise<T>,
): Promise<T> {
  const opId = options.clientOpId;
  if (!opId) return apply();
  const done = await clientOperations.findOperation(trx, tap.participantId, opId);
  if (done) {
    if (done.kind !== tap.kind || done.assignment_id !== tap.assignmentId) throw new BrigadeError('conflict', OP_ID_REUSED);
    return JSON.parse(done.result) as T;
  }
  const result = await apply();
  await clientOperations.recordOperation(trx, {
    participant_id: tap.participantId,
    op_id: opId,
    kind: tap.kind,
    assignment_id: tap.assignmentId,
    result: JSON.stringify(result ?? null),
    created_at: iso(tap.now),
  });
  return result;
}
