import type { AiProgress } from '@brigade/contracts';
import type { RouterOutputs } from '../../app/trpc';
import { equipmentWord, kitchenWord, taskTypeWord } from '../../app/kitchen-words';
import { translateApiText, type MessageId, type ServerText, type Translate } from '../../i18n';

export type Proposal = NonNullable<RouterOutputs['studio']['proposal']>;
export type FieldChange = Proposal['changes']['recipe_changes'][number];

/** What staff read for each field an AI edit can change. */
const FIELD_LABELS: Record<string, MessageId> = {
  name: 'studio.field.name',
  description: 'studio.field.description',
  task_type: 'studio.field.taskType',
  skill_level: 'studio.field.skillLevel',
  estimated_duration_minutes: 'studio.field.minutes',
  timer_duration_minutes: 'studio.field.timerMinutes',
  safety_level: 'studio.field.safety',
  equipment: 'studio.field.equipment',
  skill_requirements: 'studio.field.skills',
  quantity_dependent: 'studio.field.quantityDependent',
  difficulty_level: 'studio.field.difficulty',
  cuisine_type: 'studio.field.cuisine',
  servings: 'studio.field.servings',
  estimated_time_minutes: 'studio.field.totalMinutes',
  recommended_participants: 'studio.field.cooks',
};

export const fieldLabel = (t: Translate, field: string) => {
  const id = FIELD_LABELS[field];
  return id ? t(id) : field;
};

const LONG_TEXT = 80;

/** One value of a change in kitchen words: lists joined, nothing as 'none', long text cut short. */
export function fieldValue(t: Translate, field: string, value: FieldChange['before']): string {
  if (value === null || (Array.isArray(value) && value.length === 0) || value === '') return t('studio.change.none');
  if (typeof value === 'boolean') return t(value ? 'studio.change.yes' : 'studio.change.no');
  if (Array.isArray(value)) return value.map((v) => (field === 'equipment' ? equipmentWord(t, v) : kitchenWord(t, v))).join(', ');
  if (field === 'task_type') return taskTypeWord(t, String(value));
  if (field === 'difficulty_level' || field === 'safety_level') return kitchenWord(t, String(value));
  const text = String(value);
  return text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text;
}

/** "Minutes: 5 → 8" */
export const changeLine = (t: Translate, change: FieldChange) =>
  t('studio.change.line', { field: fieldLabel(t, change.field), before: fieldValue(t, change.field, change.before), after: fieldValue(t, change.field, change.after) });

/** A studio result as tRPC answers it: the English `message` (or `error`) and its code and params in `text`. */
export interface StudioResult {
  message?: string | null;
  error?: string | null;
  text?: ServerText;
}

/**
 * A studio result's message in the active language, by the code the server sends beside its
 * English (`text`); the English as sent for a code this build does not know, `fallback` when the
 * result says nothing.
 */
export const resultText = (t: Translate, result: StudioResult, fallback: string) => translateApiText(t, result.text, result.message || result.error || fallback);

/** The attempts the AI gets at a valid recipe (recipe-ai's maxAttempts). */
const AI_ATTEMPTS = 3;

/** What the model has sent so far, in words. */
export function progressText(t: Translate, p: AiProgress): string {
  const progress =
    p.phase === 'waiting'
      ? t('studio.ai.progress.waiting')
      : p.phase === 'checking'
        ? t('studio.ai.progress.checking', { tasks: p.tasks })
        : t('studio.ai.progress.receiving', { tasks: p.tasks, characters: p.characters });
  return p.attempt > 1 ? t('studio.ai.progress.retry', { attempt: p.attempt, attempts: AI_ATTEMPTS, progress }) : progress;
}
