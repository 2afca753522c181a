import { KITCHEN_EQUIPMENT_KEYS, type KitchenEquipmentKey } from '@brigade/contracts';
import { plainWords } from '../../app/kitchen-words';
import type { MessageId, Translate } from '../../i18n';

/** The message of each equipment key of the kitchen payload (spec 01 §3): fixed keys, so fixed ids. */
const EQUIPMENT_IDS = {
  prep_stations: 'account.equipment.prep_stations',
  oven: 'account.equipment.oven',
  stove_4_burner: 'account.equipment.stove_4_burner',
  stove_6_burner: 'account.equipment.stove_6_burner',
  sink: 'account.equipment.sink',
  dishwasher: 'account.equipment.dishwasher',
  stand_mixer: 'account.equipment.stand_mixer',
  food_processor: 'account.equipment.food_processor',
  blender: 'account.equipment.blender',
} as const satisfies Record<KitchenEquipmentKey, MessageId>;

const isEquipmentKey = (type: string): type is KitchenEquipmentKey => (KITCHEN_EQUIPMENT_KEYS as readonly string[]).includes(type);

/** The name a person reads for a piece of equipment, in the page's language ('Oven', 'Backofen'). */
export function equipmentName(t: Translate, type: string): string {
  // A key the web app does not know yet (a newer server): its own words, underscores as spaces.
  return isEquipmentKey(type) ? t(EQUIPMENT_IDS[type]) : plainWords(type);
}

/** Spec 01 §9: a kitchen card lists at most 3 equipment entries, then an ellipsis. */
export const CARD_EQUIPMENT_LIMIT = 3;
