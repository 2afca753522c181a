import type { MessageId, Translate } from '../i18n';

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
export function equipmentWord(t: Translate, name: string, form?: 'lower'): string;
/** @deprecated English only: pass `t` (kept for the screens not translated yet). */
export function equipmentWord(name: string): string;
export function equipmentWord(...args: [Translate, string, ('lower' | undefined)?] | [string]): string {
  if (typeof args[0] === 'string') return LEGACY_EQUIPMENT[args[0]] ?? (/[_]/.test(args[0]) || /^[a-z]/.test(args[0]) ? plainWords(args[0]) : args[0]);
  const [t, name, form] = args as [Translate, string, 'lower' | undefined];
  const id = own(EQUIPMENT, name);
  if (id) return t(id, { form });
  return /[_]/.test(name) || /^[a-z]/.test(name) ? plainWords(name) : name;
}

/** 'Timed, hands-off' for timer_passive; 'Needs oven' for an equipment claim of an oven. */
export function taskTypeWord(t: Translate, type: string | null | undefined, equipment?: readonly string[]): string;
/** @deprecated English only: pass `t` (kept for the screens not translated yet). */
export function taskTypeWord(type: string | null | undefined, equipment?: readonly string[]): string;
export function taskTypeWord(...args: [Translate, string | null | undefined, (readonly string[])?] | [string | null | undefined, (readonly string[])?]): string {
  if (typeof args[0] !== 'function') {
    const [type, equipment = []] = args as [string | null | undefined, (readonly string[])?];
    if (!type) return 'Task';
    if (type === 'equipment_claim' && equipment.length > 0) return `Needs ${equipment.map((e) => equipmentWord(e).toLowerCase()).join(', ')}`;
    return LEGACY_TASK_TYPES[type] ?? plainWords(type);
  }
  const [t, type, equipment = []] = args as [Translate, string | null | undefined, (readonly string[])?];
  if (!type) return t('cook.word.type.task');
  if (type === 'equipment_claim' && equipment.length > 0) return t('cook.word.needs', { equipment: equipment.map((e) => equipmentWord(t, e, 'lower')).join(', ') });
  const id = own(TASK_TYPES, type);
  return id ? t(id) : plainWords(type);
}

/**
 * The station a cook keeps in a fixed-station session (the first piece of equipment of the tasks
 * done there): 'Prep station', 'Oven'; burners are the stove.
 */
export function stationWord(t: Translate, station: string): string;
/** @deprecated English only: pass `t` (kept for the screens not translated yet). */
export function stationWord(station: string): string;
export function stationWord(...args: [Translate, string] | [string]): string {
  if (args.length === 1) return args[0] === 'burner' ? 'Stove' : equipmentWord(args[0]);
  const [t, station] = args;
  return station === 'burner' ? t('cook.word.equipment.stove') : equipmentWord(t, station);
}

/** The word a person reads for any server key (task type, difficulty, status); '' for none. */
export function kitchenWord(t: Translate, key: string | null | undefined): string;
/** @deprecated English only: pass `t` (kept for the screens not translated yet). */
export function kitchenWord(key: string | null | undefined): string;
export function kitchenWord(...args: [Translate, string | null | undefined] | [string | null | undefined]): string {
  if (typeof args[0] !== 'function') {
    const key = args[0];
    if (!key) return '';
    return LEGACY_TASK_TYPES[key] ?? LEGACY_OTHER[key] ?? LEGACY_OTHER[key.toLowerCase()] ?? plainWords(key.replace(/-+/g, ' '));
  }
  const [t, key] = args as [Translate, string | null | undefined];
  if (!key) return '';
  const id = own(TASK_TYPES, key) ?? own(OTHER, key) ?? own(OTHER, key.toLowerCase());
  return id ? t(id) : plainWords(key.replace(/-+/g, ' '));
}

/*
 * The English words of the calls without `t`, from before the catalogues (issue 30): the task map,
 * the studio, the kitchens and the host's stall banner still call these. Delete them with their
 * last caller; the catalogue (locales/en/cook.json, `cook.word.*`) holds the same words.
 */
const LEGACY_TASK_TYPES: Record<string, string> = {
  prep: 'Prep',
  cook: 'Cook',
  cooking: 'Cook',
  cleanup: 'Clean-up',
  assembly: 'Assembly',
  timer_active: 'Timed, stay with it',
  timer_passive: 'Timed, hands-off',
  equipment_claim: 'Needs equipment',
  equipment_release: 'Frees equipment',
};
const LEGACY_EQUIPMENT: Record<string, string> = {
  prep_station: 'Prep station',
  prep_stations: 'Prep stations',
  burner: 'Burner',
  oven: 'Oven',
  stove: 'Stove',
  stove_4_burner: '4-burner stove',
  stove_6_burner: '6-burner stove',
  sink: 'Sink',
  dishwasher: 'Dishwasher',
  stand_mixer: 'Stand mixer',
  food_processor: 'Food processor',
  blender: 'Blender',
  board: 'Chopping board',
};
const LEGACY_OTHER: Record<string, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  pending: 'Up next',
  in_progress: 'In progress',
  completed: 'Done',
  unassignable: 'No qualified cooks',
};
