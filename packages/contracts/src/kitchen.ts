import { z } from 'zod';
import { textField } from './text-field';
import { KITCHEN_EQUIPMENT_KEYS, type KitchenEquipmentKey } from './equipment';

export * from './kitchen-rules';
import { KITCHEN_MESSAGES } from './kitchen-rules';

const count = z
  .number({ error: 'Must be a whole number.' })
  .int({ error: 'Must be a whole number.' })
  .min(0, { error: 'Cannot be below 0.' })
  .max(99, { error: 'Ensure this value is at most 99.' });

export const equipmentMap = z
  .partialRecord(z.enum(KITCHEN_EQUIPMENT_KEYS, { error: 'Unknown equipment type.' }), count)
  .default({});

export const kitchenCreateInput = z.object({
  name: z
    .string({ error: KITCHEN_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: KITCHEN_MESSAGES.nameRequired })
    .max(100, { error: 'Ensure this field has no more than 100 characters.' }),
  description: textField().max(1000).default(''),
  use_default: z.boolean({ error: 'Must be true or false.' }).default(false),
  equipment: equipmentMap,
});
export type KitchenCreateInput = z.input<typeof kitchenCreateInput>;

export const kitchenUpdateInput = z.object({
  name: kitchenCreateInput.shape.name.optional(),
  description: textField().max(1000).optional(),
  equipment: z.partialRecord(z.enum(KITCHEN_EQUIPMENT_KEYS, { error: 'Unknown equipment type.' }), count).optional(),
});
export type KitchenUpdateInput = z.input<typeof kitchenUpdateInput>;

export interface KitchenEquipmentItem {
  equipment_type: KitchenEquipmentKey | string;
  quantity: number;
  is_portable: boolean;
}

export interface Kitchen {
  id: number;
  name: string;
  description: string;
  created_at: string;
  equipment: KitchenEquipmentItem[];
  station_count: number;
}
