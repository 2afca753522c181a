import type { Selectable } from 'kysely';

/** The instance that owns a live session, until `expires_at` (wall-clock epoch ms; migration 0009). */
export interface SessionLeaseTable {
  session_id: number;
  instance_id: string;
  expires_at: number;
}
export type SessionLeaseRow = Selectable<SessionLeaseTable>;
