import { equipmentWord } from '../../app/kitchen-words';
import type { KitchenEquipmentKey } from '@brigade/contracts';

/** Human names for the equipment keys of the kitchen payload (spec 01 §3). */
export const EQUIPMENT_LABELS: Record<KitchenEquipmentKey, string> = {
  prep_stations: 'Prep stations',
  oven: 'Oven',
  stove_4_burner: '4-burner stove',
  stove_6_burner: '6-burner stove',
  sink: 'Sink',
  dishwasher: 'Dishwasher',
  stand_mixer: 'Stand mixer',
  food_processor: 'Food processor',
  blender: 'Blender',
};

export function equipmentLabel(type: string): string {
  return (EQUIPMENT_LABELS as Record<string, string>)[type] ?? equipmentWord(type);
}

/** Spec 01 §9: a kitchen card lists at most 3 equipment entries, then an ellipsis. */
export const CARD_EQUIPMENT_LIMIT = 3;

export function stationsText(count: number): string {
  return `${count} ${count === 1 ? 'station' : 'stations'}`;
}
