import type { MessageId, Translate } from '../i18n/use-t';

/**
 * The words people read for the server's internal names: task types, equipment and stations,
 * difficulties and assignment statuses, in the page's language (the `cook.word.*` messages: the
 * cook's screens load them, and so does every other page).
 * One map for the whole web app (cook cards, the task map and its legend, kitchens): no
 * `prep_station` or `timer_active` ever reaches a screen.
 */
const TASK_TYPES: Record<string, MessageId> = {
  task: 'cook.word.type.task',
  prep: 'cook.word.type.prep',
  cook: 'cook.word.type.cook',
  cooking: 'cook.word.type.cook',
  cleanup: 'cook.word.type.cleanup',
  assembly: 'cook.word.type.assembly',
  timer_active: 'cook.word.type.timer_active',
  timer_passive: 'cook.word.type.timer_passive',
  equipment_claim: 'cook.word.type.equipment_claim',
  equipment_release: 'cook.word.type.equipment_release',
};

/** Equipment words take `form: 'lower'` inside a sentence ('Needs oven'); languages that keep the capital ignore it. */
const EQUIPMENT: Record<string, MessageId> = {
  prep_station: 'cook.word.equipment.prep_station',
  prep_stations: 'cook.word.equipment.prep_stations',
  burner: 'cook.word.equipment.burner',
  oven: 'cook.word.equipment.oven',
  stove: 'cook.word.equipment.stove',
  stove_4_burner: 'cook.word.equipment.stove_4_burner',
  stove_6_burner: 'cook.word.equipment.stove_6_burner',
  sink: 'cook.word.equipment.sink',
  dishwasher: 'cook.word.equipment.dishwasher',
  stand_mixer: 'cook.word.equipment.stand_mixer',
  food_processor: 'cook.word.equipment.food_processor',
  blender: 'cook.word.equipment.blender',
  board: 'cook.word.equipment.board',
};

/** Difficulties and assignment statuses as people read them. */
const OTHER: Record<string, MessageId> = {
  beginner: 'cook.word.beginner',
  intermediate: 'cook.word.intermediate',
  advanced: 'cook.word.advanced',
  expert: 'cook.word.expert',
  easy: 'cook.word.easy',
  medium: 'cook.word.medium',
  hard: 'cook.word.hard',
  pending: 'cook.word.pending',
  in_progress: 'cook.word.in_progress',
  completed: 'cook.word.completed',
  unassignable: 'cook.word.unassignable',
};

const own = (map: Record<string, MessageId>, key: string): MessageId | undefined => (Object.hasOwn(map, key) ? map[key] : undefined);

/** Any other internal name: underscores to spaces, first letter capital (a name no language has a word for). */
export function plainWords(name: string): string {
  const text = name.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Prep station' for prep_station; names already written for people pass through. */
export function equipmentWord(t: Translate, name: string, form?: 'lower'): string {
  const id = own(EQUIPMENT, name);
  if (id) return t(id, { form });
  return /[_]/.test(name) || /^[a-z]/.test(name) ? plainWords(name) : name;
}

/** 'Timed, hands-off' for timer_passive; 'Needs oven' for an equipment claim of an oven. */
export function taskTypeWord(t: Translate, type: string | null | undefined, equipment: readonly string[] = []): string {
  if (!type) return t('cook.word.type.task');
  if (type === 'equipment_claim' && equipment.length > 0) return t('cook.word.needs', { equipment: equipment.map((e) => equipmentWord(t, e, 'lower')).join(', ') });
  const id = own(TASK_TYPES, type);
  return id ? t(id) : plainWords(type);
}

/**
 * The station a cook keeps in a fixed-station session (the first piece of equipment of the tasks
 * done there): 'Prep station', 'Oven'; burners are the stove.
 */
export function stationWord(t: Translate, station: string, form?: 'lower'): string {
  return station === 'burner' ? t('cook.word.equipment.stove', { form }) : equipmentWord(t, station, form);
}

/** The word a person reads for any server key (task type, difficulty, status); '' for none. */
export function kitchenWord(t: Translate, key: string | null | undefined): string {
  if (!key) return '';
  const id = own(TASK_TYPES, key) ?? own(OTHER, key) ?? own(OTHER, key.toLowerCase());
  return id ? t(id) : plainWords(key.replace(/-+/g, ' '));
}
