import type { Selectable } from 'kysely';

/** The kitchen clock's origin: one row, id = 1 (migration 0002). Times are epoch milliseconds. */
export interface KitchenClockTable {
  id: number;
  scale: number;
  wall_origin: number;
  kitchen_origin: number;
}
export type KitchenClockRow = Selectable<KitchenClockTable>;
