import { KITCHEN_EQUIPMENT_KEYS, STANDARD_KITCHEN, type Kitchen, type KitchenCreateInput, type KitchenEquipmentKey, type KitchenUpdateInput } from '@brigade/contracts';

export type EquipmentCounts = Record<KitchenEquipmentKey, number>;
export type KitchenSetup = 'standard' | 'custom';

export interface KitchenFormValues {
  name: string;
  description: string;
  setup: KitchenSetup;
  equipment: EquipmentCounts;
}

export const NEW_KITCHEN: KitchenFormValues = {
  name: '',
  description: '',
  setup: 'standard',
  equipment: { ...STANDARD_KITCHEN },
};

/** An existing kitchen opens as a custom setup with its own counts. */
export function valuesFromKitchen(kitchen: Kitchen): KitchenFormValues {
  const equipment = Object.fromEntries(KITCHEN_EQUIPMENT_KEYS.map((k) => [k, 0])) as EquipmentCounts;
  for (const item of kitchen.equipment) {
    if ((KITCHEN_EQUIPMENT_KEYS as readonly string[]).includes(item.equipment_type)) {
      equipment[item.equipment_type as KitchenEquipmentKey] = item.quantity;
    }
  }
  return { name: kitchen.name, description: kitchen.description, setup: 'custom', equipment };
}

/** Spec 01 §5: the standard setup sends only name, description and use_default true. */
export function toCreateInput(values: KitchenFormValues): KitchenCreateInput {
  const base = { name: values.name.trim(), description: values.description.trim() };
  return values.setup === 'standard' ? { ...base, use_default: true } : { ...base, use_default: false, equipment: values.equipment };
}

/** Updates have no use_default: the standard setup is sent as its counts. */
export function toUpdateInput(values: KitchenFormValues): KitchenUpdateInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    equipment: values.setup === 'standard' ? { ...STANDARD_KITCHEN } : values.equipment,
  };
}
