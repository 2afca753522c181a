import type { AiProgress } from '@brigade/contracts';
import type { RouterOutputs } from '../../app/trpc';
import { equipmentWord, kitchenWord, taskTypeWord } from '../../app/kitchen-words';

export type Proposal = NonNullable<RouterOutputs['studio']['proposal']>;
export type FieldChange = Proposal['changes']['recipe_changes'][number];

/** What staff read for each field an AI edit can change. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  task_type: 'Type',
  skill_level: 'Skill level',
  estimated_duration_minutes: 'Minutes',
  timer_duration_minutes: 'Timer minutes',
  safety_level: 'Safety',
  equipment: 'Equipment',
  skill_requirements: 'Skills',
  quantity_dependent: 'Grows with servings',
  difficulty_level: 'Difficulty',
  cuisine_type: 'Cuisine',
  servings: 'Servings',
  estimated_time_minutes: 'Total minutes',
  recommended_participants: 'Cooks',
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

const LONG_TEXT = 80;

/** One value of a change in kitchen words: lists joined, nothing as 'none', long text cut short. */
export function fieldValue(field: string, value: FieldChange['before']): string {
  if (value === null || (Array.isArray(value) && value.length === 0) || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map((v) => (field === 'equipment' ? equipmentWord(v) : kitchenWord(v))).join(', ');
  if (field === 'task_type') return taskTypeWord(String(value));
  if (field === 'difficulty_level' || field === 'safety_level') return kitchenWord(String(value));
  const text = String(value);
  return text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text;
}

/** "Minutes: 5 → 8" */
export const changeLine = (change: FieldChange) => `${fieldLabel(change.field)}: ${fieldValue(change.field, change.before)} → ${fieldValue(change.field, change.after)}`;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What the model has sent so far, in words (the third attempt is the last: recipe-ai's maxAttempts). */
export function progressText(p: AiProgress): string {
  const retry = p.attempt > 1 ? `The AI is fixing its answer (attempt ${p.attempt} of 3). ` : '';
  if (p.phase === 'waiting') return `${retry}Waiting for the AI to start answering…`;
  if (p.phase === 'checking') return `${retry}Checking the answer: ${plural(p.tasks, 'task')}…`;
  return `${retry}Receiving the recipe: ${plural(p.tasks, 'task')} so far (${p.characters.toLocaleString('en')} characters)`;
}
