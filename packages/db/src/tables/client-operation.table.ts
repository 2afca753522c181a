import type { Selectable } from 'kysely';

/** A cook's tap already applied, by the id the phone gave it (migration 0008). */
export interface ClientOperationTable {
  participant_id: number;
  op_id: string;
  /** 'complete' | 'start' | 'help' */
  kind: string;
  assignment_id: number;
  /** The answer given the first time, as JSON. */
  result: string;
  created_at: string;
}
export type ClientOperationRow = Selectable<ClientOperationTable>;
