import { equipmentWord } from '../../app/kitchen-words';
import type { Translate } from '../../i18n';

/** The name a person reads for a piece of equipment, in the page's language ('Oven', 'Ofen'): the kitchen words every screen shares. */
export const equipmentName = (t: Translate, type: string): string => equipmentWord(t, type);

/** Spec 01 §9: a kitchen card lists at most 3 equipment entries, then an ellipsis. */
export const CARD_EQUIPMENT_LIMIT = 3;
