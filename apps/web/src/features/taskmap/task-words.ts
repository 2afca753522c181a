import { SKILL_CATALOGUE, TASK_EQUIPMENT } from '@brigade/contracts';
import { plainWords } from '../../app/kitchen-words';
import type { MessageId, Translate } from '../../i18n';
import { statusTone, type CardAssignment, type StatusDisplay } from './task-display';

/**
 * The words a person reads for the server's keys on the recipe screens and the task map (task
 * types, difficulties, skills, equipment), from the `recipes` catalogue. The API keeps its English
 * keys; a key no catalogue knows reads as plain words (its underscores as spaces).
 */
const TASK_TYPES: Record<string, MessageId> = {
  task: 'recipes.taskType.task',
  prep: 'recipes.taskType.prep',
  cook: 'recipes.taskType.cook',
  cooking: 'recipes.taskType.cook',
  cleanup: 'recipes.taskType.cleanup',
  assembly: 'recipes.taskType.assembly',
  timer_active: 'recipes.taskType.timer_active',
  timer_passive: 'recipes.taskType.timer_passive',
  equipment_claim: 'recipes.taskType.equipment_claim',
  equipment_release: 'recipes.taskType.equipment_release',
};

const LEVELS: Record<string, MessageId> = {
  beginner: 'recipes.level.beginner',
  intermediate: 'recipes.level.intermediate',
  advanced: 'recipes.level.advanced',
  expert: 'recipes.level.expert',
};

const SKILL_IDS = Object.fromEntries(SKILL_CATALOGUE.map((s) => [s.key, `recipes.skill.${s.key}`])) as Record<(typeof SKILL_CATALOGUE)[number]['key'], MessageId>;
/** A task names its skills by display name (the API's English), an edit by key: both find the skill. */
const SKILL_BY_NAME = new Map<string, MessageId>(SKILL_CATALOGUE.flatMap((s) => [[s.key, SKILL_IDS[s.key]] as const, [s.display_name.toLowerCase(), SKILL_IDS[s.key]] as const]));

const EQUIPMENT = Object.fromEntries(TASK_EQUIPMENT.map((key) => [key, `recipes.equipment.${key}`])) as Record<string, MessageId>;

const known = (t: Translate, ids: Record<string, MessageId>, key: string): string | null => (Object.hasOwn(ids, key) ? t(ids[key]!) : null);

/** 'Prep', 'Timed, hands-off'; a task without a type is a 'Task'. */
export function taskTypeWord(t: Translate, type: string | null | undefined): string {
  const key = type || 'task';
  return known(t, TASK_TYPES, key) ?? plainWords(key);
}

/** 'Beginner' … 'Expert' for a task's difficulty level. */
export function levelWord(t: Translate, level: string): string {
  return known(t, LEVELS, level) ?? known(t, LEVELS, level.toLowerCase()) ?? plainWords(level);
}

/** A skill of the catalogue in the page's language; any other text as written. */
export function skillWord(t: Translate, skill: string): string {
  const id = SKILL_BY_NAME.get(skill.trim().toLowerCase());
  return id ? t(id) : skill;
}

/** A piece of equipment ('prep_station' -> 'Prep station'). */
export function equipmentWord(t: Translate, key: string): string {
  return known(t, EQUIPMENT, key) ?? (/_/.test(key) || /^[a-z]/.test(key) ? plainWords(key) : key);
}

export const skillMessageId = (key: (typeof SKILL_CATALOGUE)[number]['key']): MessageId => SKILL_IDS[key];

const STATUS_WORDS = {
  pending: 'recipes.status.waiting',
  in_progress: 'recipes.status.in_progress',
  completed: 'recipes.status.completed',
  unassignable: 'recipes.status.unassignable',
} as const satisfies Record<string, MessageId>;

/**
 * Spec 02 §4, assignment status display. `ready`: the task's dependencies are met (see
 * `readyTaskIds`); a task with no assignment is 'Not ready' until they are, then 'Waiting...'.
 */
export function statusDisplay(t: Translate, assignment: CardAssignment | null | undefined, ready = false): StatusDisplay {
  const tone = statusTone(assignment);
  if (!assignment) return { status: t('recipes.status.unassigned'), detail: t(ready ? 'recipes.status.waitingDetail' : 'recipes.status.notReady'), tone };
  const cook = assignment.participant?.display_name || assignment.assigned_to?.display_name || '';
  if (assignment.status === 'unassignable') return { status: t(STATUS_WORDS.unassignable), detail: cook, tone };
  const word = Object.hasOwn(STATUS_WORDS, assignment.status) ? t(STATUS_WORDS[assignment.status as keyof typeof STATUS_WORDS]) : String(assignment.status ?? '').replace(/_/g, ' ');
  return { status: word, detail: cook || t('recipes.status.waitingDetail'), tone };
}
