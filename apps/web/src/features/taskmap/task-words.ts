import { SKILL_CATALOGUE } from '@brigade/contracts';
import { equipmentWord as kitchenEquipmentWord, kitchenWord, taskTypeWord as kitchenTaskTypeWord } from '../../app/kitchen-words';
import { skillName } from '../cook/skill-words';
import type { MessageId, Translate } from '../../i18n';
import { statusTone, type CardAssignment, type StatusDisplay } from './task-display';

/**
 * The words a person reads for the server's keys on the recipe screens and the task map (task
 * types, difficulties, skills, equipment): the kitchen words every screen shares (app/kitchen-words,
 * cook/skill-words). The API keeps its English keys.
 */

/** The seeded skills by key and by display name (a task names its skills by the API's English, an edit by key). */
const SKILL_BY_NAME = new Map<string, (typeof SKILL_CATALOGUE)[number]>(SKILL_CATALOGUE.flatMap((s) => [[s.key, s] as const, [s.display_name.toLowerCase(), s] as const]));

/** 'Prep', 'Timed, hands-off'; a task without a type is a 'Task' (the kitchen words every screen shares). */
export const taskTypeWord = (t: Translate, type: string | null | undefined): string => kitchenTaskTypeWord(t, type);

/** 'Beginner' … 'Expert' for a task's difficulty level. */
export const levelWord = (t: Translate, level: string): string => kitchenWord(t, level);

/** A skill of the catalogue in the page's language; any other text as written. */
export function skillWord(t: Translate, skill: string): string {
  const known = SKILL_BY_NAME.get(skill.trim().toLowerCase());
  return known ? skillName(t, known) : skill;
}

/** A piece of equipment ('prep_station' -> 'Prep station'). */
export const equipmentWord = (t: Translate, key: string): string => kitchenEquipmentWord(t, key);

export const skillMessageId = (key: (typeof SKILL_CATALOGUE)[number]['key']): MessageId => `cook.skill.${key}` as MessageId;

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
