import type { Selectable } from 'kysely';

/** A live session's current plan as JSON, and the event it was made for (migration 0010). */
export interface SessionPlanTable {
  session_id: number;
  made_for: number;
  plan: string;
}
export type SessionPlanRow = Selectable<SessionPlanTable>;
