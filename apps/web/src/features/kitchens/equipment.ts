import { equipmentWord } from '../../app/kitchen-words';
import { KITCHEN_EQUIPMENT_KEYS, type KitchenEquipmentKey } from '@brigade/contracts';

/** Human names for the equipment keys of the kitchen payload (spec 01 §3), from the one kitchen-words map. */
export const EQUIPMENT_LABELS = Object.fromEntries(KITCHEN_EQUIPMENT_KEYS.map((k) => [k, equipmentWord(k)])) as Record<KitchenEquipmentKey, string>;

export function equipmentLabel(type: string): string {
  return equipmentWord(type);
}

/** Spec 01 §9: a kitchen card lists at most 3 equipment entries, then an ellipsis. */
export const CARD_EQUIPMENT_LIMIT = 3;

export function stationsText(count: number): string {
  return `${count} ${count === 1 ? 'station' : 'stations'}`;
}
