import { API_TEXTS } from '@brigade/contracts';
import { clientOperations, type Queryable } from '@brigade/db';
import { iso } from '../../clock';
import { BrigadeError } from '../../errors';

export type TapKind = 'complete' | 'start' | 'help';

/** What a tap carries beside its assignment: the phone's id for it and the moment it was made, when it sent them. */
export interface TapOptions {
  clientOpId?: string | undefined;
  /** ISO kitchen time the cook tapped (issue 35); checked by the contracts' schemas. */
  tappedAt?: string | undefined;
}

/**
 * The moment a tap is recorded at (issue 35): when the phone says it was made, kept within bounds:
 * not before the task was handed out (`started_at`, else `assigned_at`), not after it arrived.
 * Without a moment (or one that does not read as a time), the arrival. Every stamp a tap writes
 * (completed_at, a timer's start, a help request) uses it, so durations, the summary and the
 * estimates read what happened, not when a queued tap got through.
 */
export function tapMoment(a: { started_at: string | null; assigned_at: string | null }, tappedAt: string | undefined, arrival: number): number {
  const said = tappedAt === undefined ? NaN : Date.parse(tappedAt);
  const moment = Number.isFinite(said) ? Math.min(said, arrival) : arrival;
  const handedOut = Date.parse(a.started_at ?? a.assigned_at ?? '');
  return Number.isFinite(handedOut) ? Math.min(arrival, Math.max(handedOut, moment)) : moment;
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
