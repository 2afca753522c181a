import type { ImportedRecipeView } from '@brigade/contracts';
import { useApiText, useFormat, useT } from '../../../i18n';
import { typeColour } from '../../taskmap/task-display';
import { equipmentWord, skillWord, taskTypeWord } from '../../taskmap/task-words';
import type { DuplicateChoice, Outcome } from './import-state';
import { RefineButton } from './RefineButton';

interface ImportRecipePreviewProps {
  recipe: ImportedRecipeView;
  /** Set once saved (or skipped): what happened to it. */
  outcome?: Outcome;
  choice: DuplicateChoice;
  onChoice: (choice: DuplicateChoice) => void;
  /** AI is configured: a saved recipe can be refined by it (a proposal). */
  aiConfigured?: boolean;
}

/** One recipe read from a file: its tasks with timers, guessed skills and equipment to check, and its warnings. */
export function ImportRecipePreview({ recipe, outcome, choice, onChoice, aiConfigured = false }: ImportRecipePreviewProps) {
  const t = useT();
  const f = useFormat();
  const apiText = useApiText();
  const names = new Map(recipe.tasks.map((task) => [task.key, task.name]));
  const timers = recipe.tasks.filter((task) => task.timer_minutes !== null).length;
  const starts = recipe.tasks.filter((task) => task.depends_on.length === 0).length;
  const headingId = `import-recipe-${recipe.ref.replace('.', '-')}-${recipe.file.replace(/[^a-z0-9]/gi, '')}`;
  return (
    <article className="import-recipe" aria-labelledby={headingId}>
      <header className="import-recipe-header">
        <h3 id={headingId}>{recipe.name}</h3>
        <p className="muted import-recipe-facts">
          {t('studio.import.recipe.facts', { tasks: recipe.tasks.length, timers, starts, servings: recipe.servings, duration: f.duration(recipe.estimated_time_minutes) })}
        </p>
        <RecipeOutcome outcome={outcome} name={recipe.name} />
        {aiConfigured && outcome?.kind === 'saved' && <RefineButton recipeId={outcome.id} name={outcome.name} />}
      </header>
      {recipe.duplicate_of && !outcome && (
        <fieldset className="import-duplicate">
          <legend>
            {t('studio.import.recipe.duplicate', { name: recipe.duplicate_of.name, reason: recipe.duplicate_of.reason })}
          </legend>
          <label>
            <input type="radio" name={`dup-${headingId}`} checked={choice === 'skip'} onChange={() => onChoice('skip')} /> {t('studio.import.recipe.skip')}
          </label>
          <label>
            <input type="radio" name={`dup-${headingId}`} checked={choice === 'copy'} onChange={() => onChoice('copy')} /> {t('studio.import.recipe.copy')}
          </label>
        </fieldset>
      )}
      {recipe.warnings.length > 0 && (
        <ul className="import-warnings" aria-label={t('studio.import.recipe.warnings', { name: recipe.name })}>
          {recipe.warnings.map((w, i) => (
            <li key={w}>{apiText(recipe.warning_texts[i], w)}</li>
          ))}
        </ul>
      )}
      {recipe.unused_ingredients.length > 0 && (
        <p className="import-unused">{t('studio.import.recipe.unused', { names: recipe.unused_ingredients.join(', ') })}</p>
      )}
      <details className="import-tasks">
        <summary>{t('studio.import.recipe.details')}</summary>
        <ol>
          {recipe.tasks.map((task) => (
            <li key={task.key} className="import-task" style={{ borderLeftColor: typeColour(task.task_type).accent }}>
              <span className="import-task-name">{task.name}</span>
              <span className="import-task-meta">
                {taskTypeWord(t, task.task_type)} · {f.duration(task.minutes)}
                {task.timer_minutes !== null && <> · {t('studio.import.recipe.timer', { duration: f.duration(task.timer_minutes) })}</>}
              </span>
              {(task.skills.length > 0 || task.equipment.length > 0) && (
                <span className="import-task-guess">
                  {task.skills.length > 0 && <>{t('studio.import.recipe.skills', { skills: task.skills.map((skill) => skillWord(t, skill)).join(', ') })} </>}
                  {task.equipment.length > 0 && t('studio.import.recipe.equipment', { equipment: task.equipment.map((key) => equipmentWord(t, key)).join(', ') })}
                </span>
              )}
              {task.depends_on.length > 0 && <span className="import-task-after muted">{t('studio.import.recipe.after', { tasks: task.depends_on.map((k) => names.get(k) ?? k).join('; ') })}</span>}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}

function RecipeOutcome({ outcome, name }: Pick<ImportRecipePreviewProps, 'outcome'> & { name: string }) {
  const t = useT();
  const apiText = useApiText();
  if (!outcome) return null;
  if (outcome.kind === 'saved') {
    const text = outcome.name !== name ? t('studio.import.outcome.savedAs', { id: outcome.id, name: outcome.name }) : t('studio.import.outcome.saved', { id: outcome.id });
    return <p className="import-outcome import-outcome-saved">{text}</p>;
  }
  if (outcome.kind === 'skipped') return <p className="import-outcome">{t('studio.import.outcome.skipped')}</p>;
  return <p className="import-outcome import-outcome-failed">{t('studio.import.outcome.failed', { error: apiText(outcome.text, outcome.error) })}</p>;
}
