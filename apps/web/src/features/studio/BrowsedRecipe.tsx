import { useCallback, useMemo, type ReactNode } from 'react';
import type { RouterOutputs } from '../../app/trpc';
import { trpc } from '../../app/trpc';
import { useT } from '../../i18n';
import type { SaveTask } from '../taskmap/TaskCard';
import type { EditedRecipe, EditProposal } from './AiChatPanel';
import { ProposalReview } from './ProposalReview';
import { RatingArea } from './RatingArea';
import { RecipeStatusControl } from './RecipeStatusControl';
import { dependencyCount, RecipeWorkspace, type DependencyMap } from './RecipeWorkspace';
import { taskChangesFor, useShowProposal, type Notify, type RatingState } from './studio-edits';

export type RecipeDetail = RouterOutputs['recipes']['details'];

interface BrowsedRecipeProps {
  browseId: number;
  detail: RecipeDetail;
  rating: RatingState;
  notify: Notify;
  banner: ReactNode;
  onBack: () => void;
}

/** The Browse tab's recipe: its rating, status, AI proposal and task graph, saved as the person edits. */
export function BrowsedRecipe({ browseId, detail, rating: { rating, notes, setRating, setNotes }, notify, banner, onBack }: BrowsedRecipeProps) {
  const t = useT();
  const utils = trpc.useUtils();
  const updateRating = trpc.recipes.updateRating.useMutation();
  const updateDependencies = trpc.recipes.updateDependencies.useMutation();
  const updateTask = trpc.recipes.updateTask.useMutation();
  const showProposal = useShowProposal(notify);

  const saveRating = async () => {
    await updateRating.mutateAsync({ id: browseId, quality_score: rating, refinement_notes: notes });
    void utils.recipes.list.invalidate();
    return true;
  };

  const saveDependencies = useCallback(
    async (map: DependencyMap) => {
      try {
        await updateDependencies.mutateAsync({ id: browseId, task_dependencies: map });
      } catch {
        return false;
      }
      await utils.recipes.details.invalidate({ id: browseId });
      return true;
    },
    [browseId, updateDependencies, utils],
  );

  const saveTask = useCallback<SaveTask>(
    async (taskId, changes) => {
      const task = detail.tasks.find((t) => String(t.id) === taskId);
      if (!task) {
        notify('error', t('studio.task.updateFailed'));
        return false;
      }
      try {
        await updateTask.mutateAsync({ id: browseId, taskId: Number(taskId), changes: taskChangesFor(task, changes) });
      } catch {
        notify('error', t('studio.task.updateFailed'));
        return false;
      }
      await utils.recipes.details.invalidate({ id: browseId });
      notify('success', t('studio.task.updated'));
      return true;
    },
    [browseId, detail, updateTask, utils, notify, t],
  );

  const onAiEdited = useCallback(
    (_data: EditedRecipe, proposal: EditProposal | null) => {
      // A browsed recipe is saved, so its AI edit is always a proposal to review.
      if (proposal) showProposal(proposal);
    },
    [showProposal],
  );

  const chatRecipe = useMemo(
    () => ({ recipe: detail.recipe, tasks: detail.tasks, task_dependencies: detail.task_dependencies, ingredients: detail.ingredients, recipe_id: detail.recipe.id }),
    [detail],
  );

  return (
    <section className="studio-detail card">
      <nav className="breadcrumbs" aria-label={t('studio.browse.breadcrumb')}>
        <button type="button" className="link-button" onClick={onBack}>
          {t('studio.browse.back')}
        </button>{' '}
        / <span>{detail.recipe.name}</span>
      </nav>
      <h2>{detail.recipe.name}</h2>
      {detail.recipe.description && <p>{detail.recipe.description}</p>}
      <p className="muted studio-counts">
        {t('studio.recipe.counts', { tasks: detail.tasks.length, dependencies: dependencyCount(detail.task_dependencies), minutes: detail.recipe.estimated_time_minutes })}
      </p>
      <RatingArea rating={rating} notes={notes} onRatingChange={setRating} onNotesChange={setNotes} onSave={saveRating} onResult={notify} />
      <RecipeStatusControl recipeId={browseId} onResult={notify} />
      <ProposalReview recipeId={detail.recipe.id} onResult={notify} />
      {banner}
      {detail.tasks.length === 0 ? (
        <p className="empty-state">{t('studio.browse.noTasks')}</p>
      ) : (
        <RecipeWorkspace
          recipe={detail}
          storageKey={`recipe-browse-${detail.recipe.id}`}
          height={700}
          currentRecipe={chatRecipe}
          onSaveDependencies={saveDependencies}
          onSaveTask={saveTask}
          onAiEdited={onAiEdited}
          notify={notify}
        />
      )}
    </section>
  );
}
