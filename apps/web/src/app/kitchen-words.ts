/**
 * The words people read for the server's internal names: task types, equipment and stations,
 * difficulties and assignment statuses.
 * One map for the whole web app (cook cards, the task map and its legend, kitchens): no
 * `prep_station` or `timer_active` ever reaches a screen.
 */
const TASK_TYPES: Record<string, string> = {
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

const EQUIPMENT: Record<string, string> = {
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

/** Any other internal name: underscores to spaces, first letter capital. */
export function plainWords(name: string): string {
  const text = name.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Timed, hands-off' for timer_passive; 'Needs oven' for an equipment claim of an oven. */
export function taskTypeWord(type: string | null | undefined, equipment: readonly string[] = []): string {
  if (!type) return 'Task';
  if (type === 'equipment_claim' && equipment.length > 0) return `Needs ${equipment.map((e) => equipmentWord(e).toLowerCase()).join(', ')}`;
  return TASK_TYPES[type] ?? plainWords(type);
}

/** 'Prep station' for prep_station; names already written for people pass through. */
export function equipmentWord(name: string): string {
  return EQUIPMENT[name] ?? (/[_]/.test(name) || /^[a-z]/.test(name) ? plainWords(name) : name);
}

/**
 * The station a cook keeps in a fixed-station session (the first piece of equipment of the tasks
 * done there): 'Prep station', 'Oven'; burners are the stove.
 */
export function stationWord(station: string): string {
  return station === 'burner' ? 'Stove' : equipmentWord(station);
}

/** Difficulties and assignment statuses as people read them. */
const OTHER: Record<string, string> = {
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

/** The word a person reads for any server key (task type, difficulty, status); '' for none. */
export function kitchenWord(key: string | null | undefined): string {
  if (!key) return '';
  return TASK_TYPES[key] ?? OTHER[key] ?? OTHER[key.toLowerCase()] ?? plainWords(key.replace(/-+/g, ' '));
}
