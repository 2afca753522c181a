/** Kitchen equipment keys and the standard setup, without zod (see session-rules.ts). */
/**
 * Kitchen equipment keys, exactly as the kitchen create payload names them (spec 01 §3).
 */
export const KITCHEN_EQUIPMENT_KEYS = [
  'prep_stations',
  'oven',
  'stove_4_burner',
  'stove_6_burner',
  'sink',
  'dishwasher',
  'stand_mixer',
  'food_processor',
  'blender',
] as const;
export type KitchenEquipmentKey = (typeof KITCHEN_EQUIPMENT_KEYS)[number];

/** The standard setup (spec 01 §5): 3 prep stations, one of everything else, no 6-burner stove. */
export const STANDARD_KITCHEN: Record<KitchenEquipmentKey, number> = {
  prep_stations: 3,
  oven: 1,
  stove_4_burner: 1,
  stove_6_burner: 0,
  sink: 1,
  dishwasher: 1,
  stand_mixer: 1,
  food_processor: 1,
  blender: 1,
};
