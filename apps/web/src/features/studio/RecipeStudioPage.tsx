import '../taskmap/taskmap.css';
import './studio.css';
import type { RecipeSummary } from '@brigade/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { Banner, Spinner } from '../../ui';
import type { SaveTask, TaskChanges } from '../taskmap/TaskCard';
import type { EditedRecipe, EditProposal } from './AiChatPanel';
import { ProposalReview } from './ProposalReview';
import { GenerationPanel, type GenerationResult } from './GenerationPanel';
import { RatingArea } from './RatingArea';
import { RecipeStatusControl } from './RecipeStatusControl';
import { RecipeListTable } from './RecipeListTable';
import { dependencyCount, RecipeWorkspace, type DependencyMap } from './RecipeWorkspace';
import { useFlash } from './use-flash';

type Tab = 'generate' | 'browse';
type StudioTask = EditedRecipe['tasks'][number];

/** Changes the server accepts from the card; skills only when they changed (unknown names are refused). */
function taskChangesFor(task: StudioTask, changes: TaskChanges) {
  const skillsChanged = changes.skill_requirements.join('\n') !== (task.skill_requirements ?? []).join('\n');
  return {
    name: changes.name,
    description: changes.description,
    estimated_duration_minutes: changes.estimated_duration_minutes,
    difficulty_level: changes.difficulty_level as 'beginner',
    quantity_dependent: changes.quantity_dependent,
    ...(skillsChanged ? { skill_requirements: changes.skill_requirements } : {}),
  };
}

function patchTask(task: StudioTask, changes: TaskChanges): StudioTask {
  return { ...task, ...changes, skill_requirement: changes.skill_requirements.join(', ') };
}

/** Recipe Studio (spec 02 §2): generate recipes, browse saved ones, review and edit their task graphs. */
export function RecipeStudioPage() {
  usePageTitle('Recipe Studio');
  const utils = trpc.useUtils();
  const [tab, setTab] = useState<Tab>('generate');
  const [result, setResult] = useState<GenerationResult | null>(null);
  const [browseId, setBrowseId] = useState<number | null>(null);
  const [rating, setRating] = useState(0);
  const [notes, setNotes] = useState('');
  const [flash, notify, clearFlash] = useFlash();

  const list = trpc.recipes.list.useQuery(undefined, { enabled: tab === 'browse' });
  const detail = trpc.recipes.details.useQuery({ id: browseId ?? 0 }, { enabled: browseId !== null });
  const rateDag = trpc.studio.rateDag.useMutation();
  const updateDag = trpc.studio.updateDag.useMutation();
  const updateRating = trpc.recipes.updateRating.useMutation();
  const updateDependencies = trpc.recipes.updateDependencies.useMutation();
  const updateTask = trpc.recipes.updateTask.useMutation();

  // Spec 02 §8: list and detail load failures are only logged.
  useEffect(() => {
    if (list.error) console.error('Failed to load recipes', list.error);
    if (detail.error) console.error('Failed to load recipe details', detail.error);
  }, [list.error, detail.error]);

  // Selecting a recipe sets rating and notes from its saved values.
  const detailData = browseId !== null ? detail.data : undefined;
  const loadedId = detailData?.recipe.id;
  useEffect(() => {
    if (!detailData) return;
    setRating(detailData.current_rating ?? 0);
    setNotes(detailData.refinement_notes ?? '');
    // Only when another recipe loads, not on every reload of the same one.
  }, [loadedId]);

  const onGenerated = (generated: GenerationResult) => {
    setResult(generated);
    setBrowseId(null);
    setRating(0);
    setNotes('');
    if (generated.recipe_id) {
      void utils.recipes.list.invalidate();
      notify('success', generated.message || 'Recipe generated successfully!');
    } else {
      notify('success', 'Recipe generated successfully!');
    }
  };

  const clearResult = () => {
    setResult(null);
    setRating(0);
    setNotes('');
    clearFlash();
  };

  const openRecipe = (recipe: RecipeSummary) => {
    setBrowseId(recipe.id);
    setResult(null);
    setRating(0);
    setNotes('');
    clearFlash();
  };

  const savedId = result ? (result.basic_recipe_id ?? result.recipe_id) : null;

  // ---- Generated recipe handlers ----
  const saveGeneratedRating = async () => {
    if (!savedId) return false;
    await rateDag.mutateAsync({ basic_recipe_id: savedId, quality_rating: rating, refinement_notes: notes });
    return true;
  };

  const saveGeneratedDependencies = useCallback(
    async (map: DependencyMap) => {
      if (!result) return false;
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
    [result, savedId, updateDag],
  );

  const saveGeneratedTask = useCallback<SaveTask>(
    async (taskId, changes) => {
      const task = result?.data.tasks.find((t) => String(t.id) === taskId);
      if (!task) {
        notify('error', 'Failed to update task. Please try again.');
        return false;
      }
      if (result?.recipe_id && /^\d+$/.test(taskId)) {
        try {
          await updateTask.mutateAsync({ id: result.recipe_id, taskId: Number(taskId), changes: taskChangesFor(task, changes) });
        } catch {
          notify('error', 'Failed to update task. Please try again.');
          return false;
        }
      }
      setResult((r) => (r ? { ...r, data: { ...r.data, tasks: r.data.tasks.map((t) => (String(t.id) === taskId ? patchTask(t, changes) : t)) } } : r));
      notify('success', 'Task updated successfully!');
      return true;
    },
    [result, updateTask, notify],
  );

  // A saved recipe's AI edit waits for review (ProposalReview); an unsaved one applies at once.
  const showProposal = useCallback(
    (proposal: EditProposal) => {
      utils.studio.proposal.setData({ recipe_id: proposal.recipe_id }, proposal);
      notify('success', 'The AI proposes changes: review them, then accept or discard them.');
    },
    [utils, notify],
  );

  const onGeneratedAiEdit = useCallback(
    (data: EditedRecipe, proposal: EditProposal | null) => {
      if (proposal) return showProposal(proposal);
      setResult((r) => (r ? { ...r, data } : r));
      notify('success', 'Recipe updated via AI chat!');
    },
    [notify, showProposal],
  );

  // ---- Browsed recipe handlers ----
  const saveBrowseRating = async () => {
    if (browseId === null) return false;
    await updateRating.mutateAsync({ id: browseId, quality_score: rating, refinement_notes: notes });
    void utils.recipes.list.invalidate();
    return true;
  };

  const saveBrowseDependencies = useCallback(
    async (map: DependencyMap) => {
      if (browseId === null) return false;
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

  const saveBrowseTask = useCallback<SaveTask>(
    async (taskId, changes) => {
      const task = detailData?.tasks.find((t) => String(t.id) === taskId);
      if (browseId === null || !task) {
        notify('error', 'Failed to update task. Please try again.');
        return false;
      }
      try {
        await updateTask.mutateAsync({ id: browseId, taskId: Number(taskId), changes: taskChangesFor(task, changes) });
      } catch {
        notify('error', 'Failed to update task. Please try again.');
        return false;
      }
      await utils.recipes.details.invalidate({ id: browseId });
      notify('success', 'Task updated successfully!');
      return true;
    },
    [browseId, detailData, updateTask, utils, notify],
  );

  const onBrowseAiEdit = useCallback(
    (_data: EditedRecipe, proposal: EditProposal | null) => {
      // A browsed recipe is saved, so its AI edit is always a proposal to review.
      if (proposal) showProposal(proposal);
    },
    [showProposal],
  );

  const generatedChatRecipe = useMemo(
    () => (result ? { ...result.data, recipe_id: result.recipe_id, basic_recipe_id: result.basic_recipe_id } : {}),
    [result],
  );
  const browseChatRecipe = useMemo(
    () => (detailData ? { recipe: detailData.recipe, tasks: detailData.tasks, task_dependencies: detailData.task_dependencies, ingredients: detailData.ingredients, recipe_id: detailData.recipe.id } : {}),
    [detailData],
  );

  const banner = flash && (
    <Banner kind={flash.kind} onDismiss={clearFlash}>
      {flash.text}
    </Banner>
  );

  const hasGenerated = Boolean(result && result.data.tasks.length > 0);

  return (
    <div className="page studio-page">
      <header className="studio-header">
        <h1>Recipe Studio</h1>
        <p className="muted">Generate new recipes or review existing workflows</p>
        <Link to="/recipes/import">Import recipes from files</Link>
      </header>
      <div className="studio-tabs" role="tablist" aria-label="Studio">
        <button type="button" role="tab" aria-selected={tab === 'generate'} className={tab === 'generate' ? 'studio-tab studio-tab-on' : 'studio-tab'} onClick={() => setTab('generate')}>
          Generate
        </button>
        <button type="button" role="tab" aria-selected={tab === 'browse'} className={tab === 'browse' ? 'studio-tab studio-tab-on' : 'studio-tab'} onClick={() => setTab('browse')}>
          Browse
        </button>
      </div>

      {tab === 'generate' && (
        <div role="tabpanel" aria-label="Generate">
          {!hasGenerated || !result ? (
            <div className="studio-generate">
              <div className="studio-form-column">
                <GenerationPanel onGenerated={onGenerated} />
              </div>
              <div className="studio-placeholder">
                {banner}
                <h2>No Recipe Yet</h2>
                <p className="muted">Generate a new recipe using the form on the left to see the task flow visualization.</p>
              </div>
            </div>
          ) : (
            <section className="studio-result card">
              <div className="studio-result-header">
                <div>
                  <h2>{result.data.recipe.name || 'Recipe Preview'}</h2>
                  <p className="muted studio-counts">
                    {result.data.tasks.length} tasks · {dependencyCount(result.data.task_dependencies)} dependencies · {result.data.recipe.estimated_time_minutes} minutes
                  </p>
                </div>
                <div className="studio-badges">
                  {/* Kitchen words, not ids (issue 17): the recipe is saved, or only a preview. */}
                  <span className={result.recipe_id ? 'badge badge-accent' : 'badge'}>{result.recipe_id ? 'Saved to the library' : 'Preview, not saved'}</span>
                  <button type="button" className="studio-clear" aria-label="Clear recipe" title="Clear recipe" onClick={clearResult}>
                    ×
                  </button>
                </div>
              </div>
              <RatingArea rating={rating} notes={notes} onRatingChange={setRating} onNotesChange={setNotes} onSave={saveGeneratedRating} onResult={notify} />
              {savedId && <RecipeStatusControl recipeId={savedId} onResult={notify} />}
              {savedId && <ProposalReview recipeId={savedId} onAccepted={(data) => setResult((r) => (r ? { ...r, data } : r))} onResult={notify} />}
              {banner}
              <RecipeWorkspace
                recipe={result.data}
                storageKey={`recipe-generation-${result.basic_recipe_id ?? 'preview'}`}
                height={600}
                currentRecipe={generatedChatRecipe}
                onSaveDependencies={saveGeneratedDependencies}
                onSaveTask={saveGeneratedTask}
                onAiEdited={onGeneratedAiEdit}
                notify={notify}
              />
            </section>
          )}
        </div>
      )}

      {tab === 'browse' && (
        <div role="tabpanel" aria-label="Browse">
          {browseId === null ? (
            list.isPending ? (
              <Spinner label="Loading recipes..." />
            ) : (
              <RecipeListTable recipes={list.data ?? []} onSelect={openRecipe} />
            )
          ) : !detailData ? (
            detail.isError ? (
              <p>
                <button type="button" className="link-button" onClick={() => setBrowseId(null)}>
                  ← Browse Recipes
                </button>
              </p>
            ) : (
              <Spinner label="Loading recipe..." />
            )
          ) : (
            <section className="studio-detail card">
              <nav className="breadcrumbs" aria-label="Breadcrumb">
                <button type="button" className="link-button" onClick={() => setBrowseId(null)}>
                  ← Browse Recipes
                </button>{' '}
                / <span>{detailData.recipe.name}</span>
              </nav>
              <h2>{detailData.recipe.name}</h2>
              {detailData.recipe.description && <p>{detailData.recipe.description}</p>}
              <p className="muted studio-counts">
                {detailData.tasks.length} tasks · {dependencyCount(detailData.task_dependencies)} dependencies · {detailData.recipe.estimated_time_minutes} minutes
              </p>
              <RatingArea rating={rating} notes={notes} onRatingChange={setRating} onNotesChange={setNotes} onSave={saveBrowseRating} onResult={notify} />
              {browseId !== null && <RecipeStatusControl recipeId={browseId} onResult={notify} />}
              <ProposalReview recipeId={detailData.recipe.id} onResult={notify} />
              {banner}
              {detailData.tasks.length === 0 ? (
                <p className="empty-state">No task data available for this recipe</p>
              ) : (
                <RecipeWorkspace
                  recipe={detailData}
                  storageKey={`recipe-browse-${detailData.recipe.id}`}
                  height={700}
                  currentRecipe={browseChatRecipe}
                  onSaveDependencies={saveBrowseDependencies}
                  onSaveTask={saveBrowseTask}
                  onAiEdited={onBrowseAiEdit}
                  notify={notify}
                />
              )}
            </section>
          )}
        </div>
      )}
    </div>
  );
}
