import type { Queryable } from '../schema';
import type { KitchenEquipmentRow, KitchenRow, NewKitchen } from '../tables/kitchen.table';

export interface EquipmentLine {
  equipment_type: string;
  quantity: number;
  is_portable: boolean;
}

export async function insertKitchen(db: Queryable, kitchen: NewKitchen): Promise<KitchenRow> {
  return db.insertInto('kitchens').values(kitchen).returningAll().executeTakeFirstOrThrow();
}

export async function findKitchen(db: Queryable, id: number): Promise<KitchenRow | undefined> {
  return db.selectFrom('kitchens').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listKitchensOfOwner(db: Queryable, ownerId: number): Promise<KitchenRow[]> {
  return db.selectFrom('kitchens').selectAll().where('owner_id', '=', ownerId).orderBy('id').execute();
}

export async function updateKitchen(
  db: Queryable,
  id: number,
  changes: Partial<Pick<KitchenRow, 'name' | 'description'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('kitchens').set(changes).where('id', '=', id).execute();
}

export async function deleteKitchen(db: Queryable, id: number): Promise<void> {
  await db.deleteFrom('kitchens').where('id', '=', id).execute();
}

/** Replaces the kitchen's whole equipment list. */
export async function replaceEquipment(db: Queryable, kitchenId: number, lines: EquipmentLine[]): Promise<void> {
  await db.deleteFrom('kitchen_equipment').where('kitchen_id', '=', kitchenId).execute();
  if (lines.length === 0) return;
  await db
    .insertInto('kitchen_equipment')
    .values(lines.map((l) => ({ kitchen_id: kitchenId, equipment_type: l.equipment_type, quantity: l.quantity, is_portable: l.is_portable ? 1 : 0 })))
    .execute();
}

export async function listEquipment(db: Queryable, kitchenIds: number[]): Promise<KitchenEquipmentRow[]> {
  if (kitchenIds.length === 0) return [];
  return db.selectFrom('kitchen_equipment').selectAll().where('kitchen_id', 'in', kitchenIds).orderBy('id').execute();
}
