import { z } from 'zod';
import { KITCHEN_EQUIPMENT_KEYS, type KitchenEquipmentKey } from './equipment-keys';

export * from './equipment-keys';

export const kitchenEquipmentKey = z.enum(KITCHEN_EQUIPMENT_KEYS);

/** Small appliances that move around; they do not make a station (spec 01 §2, /kitchens). */
export const PORTABLE_EQUIPMENT: ReadonlySet<KitchenEquipmentKey> = new Set([
  'stand_mixer',
  'food_processor',
  'blender',
]);

/**
 * What a recipe task uses. A task names the unit it occupies while it runs: one burner of a
 * stove, one prep station, one oven, and so on. `kitchenCapacity` turns a kitchen's equipment
 * into how many of each unit exist at once.
 */
export const TASK_EQUIPMENT = [
  'prep_station',
  'burner',
  'oven',
  'sink',
  'dishwasher',
  'stand_mixer',
  'food_processor',
  'blender',
] as const;
export const taskEquipment = z.enum(TASK_EQUIPMENT);
export type TaskEquipment = z.infer<typeof taskEquipment>;

/** An oven holds two dishes at once (two racks); a four-burner stove gives four burners. */
export const OVEN_RACKS = 2;

export function kitchenCapacity(
  equipment: Partial<Record<KitchenEquipmentKey, number>>,
): Record<TaskEquipment, number> {
  const n = (k: KitchenEquipmentKey) => equipment[k] ?? 0;
  return {
    prep_station: n('prep_stations'),
    burner: 4 * n('stove_4_burner') + 6 * n('stove_6_burner'),
    oven: OVEN_RACKS * n('oven'),
    sink: n('sink'),
    dishwasher: n('dishwasher'),
    stand_mixer: n('stand_mixer'),
    food_processor: n('food_processor'),
    blender: n('blender'),
  };
}

/** Stations = sum of quantities of non-portable equipment; each station handles one person. */
export function stationCount(items: ReadonlyArray<{ equipment_type: string; quantity: number; is_portable: boolean }>): number {
  return items.filter((i) => !i.is_portable).reduce((sum, i) => sum + i.quantity, 0);
}
