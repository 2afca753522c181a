import { useCallback, useMemo, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { trpc } from '../../app/trpc';
import { useT } from '../../i18n';
import { Pill } from '../../ui';
import type { SaveTask } from '../taskmap/TaskCard';
import type { EditedRecipe, EditProposal } from './AiChatPanel';
import type { GenerationResult } from './GenerationPanel';
import { ProposalReview } from './ProposalReview';
import { RatingArea } from './RatingArea';
import { RecipeStatusControl } from './RecipeStatusControl';
import { dependencyCount, RecipeWorkspace, type DependencyMap } from './RecipeWorkspace';
import { patchTask, taskChangesFor, useShowProposal, type Notify, type RatingState } from './studio-edits';

interface GeneratedRecipeProps {
  result: GenerationResult;
  setResult: Dispatch<SetStateAction<GenerationResult | null>>;
  rating: RatingState;
  notify: Notify;
  banner: ReactNode;
  onClear: () => void;
}

/** The Generate tab's recipe: its rating, status, AI proposal and task graph, saved as the person edits. */
export function GeneratedRecipe({ result, setResult, rating: { rating, notes, setRating, setNotes }, notify, banner, onClear }: GeneratedRecipeProps) {
  const t = useT();
  const rateDag = trpc.studio.rateDag.useMutation();
  const updateDag = trpc.studio.updateDag.useMutation();
  const updateTask = trpc.recipes.updateTask.useMutation();
  const showProposal = useShowProposal(notify);

  const savedId = result.basic_recipe_id ?? result.recipe_id;

  const saveRating = async () => {
    if (!savedId) return false;
    await rateDag.mutateAsync({ basic_recipe_id: savedId, quality_rating: rating, refinement_notes: notes });
    return true;
  };

  const saveDependencies = useCallback(
    async (map: DependencyMap) => {
      if (savedId) {
        try {
          await updateDag.mutateAsync({ basic_recipe_id: savedId, updated_dag_data: { task_dependencies: map } });
        } catch {
          return false;
        }
      }
      setResult((r) => (r ? { ...r, data: { ...r.data, task_dependencies: map } } : r));
      return true;
    },
    [savedId, updateDag, setResult],
  );

  const saveTask = useCallback<SaveTask>(
    async (taskId, changes) => {
      const task = result.data.tasks.find((t) => String(t.id) === taskId);
      if (!task) {
        notify('error', t('studio.task.updateFailed'));
        return false;
      }
      if (result.recipe_id && /^\d+$/.test(taskId)) {
        try {
          await updateTask.mutateAsync({ id: result.recipe_id, taskId: Number(taskId), changes: taskChangesFor(task, changes) });
        } catch {
          notify('error', t('studio.task.updateFailed'));
          return false;
        }
      }
      setResult((r) => (r ? { ...r, data: { ...r.data, tasks: r.data.tasks.map((t) => (String(t.id) === taskId ? patchTask(t, changes) : t)) } } : r));
      notify('success', t('studio.task.updated'));
      return true;
    },
    [result, updateTask, notify, setResult, t],
  );

  const onAiEdited = useCallback(
    (data: EditedRecipe, proposal: EditProposal | null) => {
      if (proposal) return showProposal(proposal);
      setResult((r) => (r ? { ...r, data } : r));
      notify('success', t('api.studio.accepted'));
    },
    [notify, showProposal, setResult, t],
  );

  const chatRecipe = useMemo(() => ({ ...result.data, recipe_id: result.recipe_id, basic_recipe_id: result.basic_recipe_id }), [result]);

  return (
    <section className="studio-result card">
      <div className="studio-result-header">
        <div>
          <h2>{result.data.recipe.name || t('studio.recipe.preview')}</h2>
          <p className="muted studio-counts">
            {t('studio.recipe.counts', { tasks: result.data.tasks.length, dependencies: dependencyCount(result.data.task_dependencies), minutes: result.data.recipe.estimated_time_minutes })}
          </p>
        </div>
        <div className="studio-badges">
          {/* Kitchen words, not ids (issue 17): the recipe is saved, or only a preview. */}
          <Pill shape="badge" tone={result.recipe_id ? 'badge-accent' : undefined}>
            {result.recipe_id ? t('studio.recipe.saved') : t('studio.recipe.notSaved')}
          </Pill>
          <button type="button" className="studio-clear" aria-label={t('studio.recipe.clear')} title={t('studio.recipe.clear')} onClick={onClear}>
            ×
          </button>
        </div>
      </div>
      <RatingArea rating={rating} notes={notes} onRatingChange={setRating} onNotesChange={setNotes} onSave={saveRating} onResult={notify} />
      {savedId && <RecipeStatusControl recipeId={savedId} onResult={notify} />}
      {savedId && <ProposalReview recipeId={savedId} onAccepted={(data) => setResult((r) => (r ? { ...r, data } : r))} onResult={notify} />}
      {banner}
      <RecipeWorkspace
        recipe={result.data}
        storageKey={`recipe-generation-${result.basic_recipe_id ?? 'preview'}`}
        height={600}
        currentRecipe={chatRecipe}
        onSaveDependencies={saveDependencies}
        onSaveTask={saveTask}
        onAiEdited={onAiEdited}
        notify={notify}
      />
    </section>
  );
}
