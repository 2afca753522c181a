import { useCallback } from 'react';
import { trpc } from '../../app/trpc';
import { useT } from '../../i18n';
import type { TaskChanges } from '../taskmap/TaskCard';
import type { EditedRecipe, EditProposal } from './AiChatPanel';
import type { Flash } from './use-flash';

export type StudioTask = EditedRecipe['tasks'][number];
export type Notify = (kind: Flash['kind'], text: string) => void;

/** The rating and notes of the recipe on screen (kept by the page: they survive a tab switch). */
export interface RatingState {
  rating: number;
  notes: string;
  setRating: (rating: number) => void;
  setNotes: (notes: string) => void;
}

/** Changes the server accepts from the card; skills only when they changed (unknown names are refused). */
export function taskChangesFor(task: StudioTask, changes: TaskChanges) {
  const skillsChanged = changes.skill_requirements.join('\n') !== (task.skill_requirements ?? []).join('\n');
  return {
    name: changes.name,
    description: changes.description,
    estimated_duration_minutes: changes.estimated_duration_minutes,
    difficulty_level: changes.difficulty_level as 'beginner',
    quantity_dependent: changes.quantity_dependent,
    oven_temperature_c: changes.oven_temperature_c,
    ...(skillsChanged ? { skill_requirements: changes.skill_requirements } : {}),
  };
}

export function patchTask(task: StudioTask, changes: TaskChanges): StudioTask {
  return { ...task, ...changes, skill_requirement: changes.skill_requirements.join(', ') };
}

/** A saved recipe's AI edit waits for review (ProposalReview); an unsaved one applies at once. */
export function useShowProposal(notify: Notify) {
  const utils = trpc.useUtils();
  const t = useT();
  return useCallback(
    (proposal: EditProposal) => {
      utils.studio.proposal.setData({ recipe_id: proposal.recipe_id }, proposal);
      notify('success', t('studio.proposal.shown'));
    },
    [utils, notify, t],
  );
}
