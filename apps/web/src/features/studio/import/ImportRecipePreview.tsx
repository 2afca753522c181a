import { SKILL_CATALOGUE, type ImportedRecipeView } from '@brigade/contracts';
import { equipmentWord, taskTypeWord } from '../../../app/kitchen-words';
import { typeColour } from '../../taskmap/task-display';
import { RefineButton } from './RefineButton';

const SKILL_NAMES = new Map<string, string>(SKILL_CATALOGUE.map((s) => [s.key, s.display_name]));
const skillWord = (key: string) => SKILL_NAMES.get(key) ?? key.replace(/_/g, ' ');

export type DuplicateChoice = 'skip' | 'copy';

interface ImportRecipePreviewProps {
  recipe: ImportedRecipeView;
  /** Set once saved (or skipped): what happened to it. */
  outcome?: { kind: 'saved'; id: number; name: string } | { kind: 'skipped' } | { kind: 'failed'; error: string };
  choice: DuplicateChoice;
  onChoice: (choice: DuplicateChoice) => void;
  /** AI is configured: a saved recipe can be refined by it (a proposal). */
  aiConfigured?: boolean;
}

/** One recipe read from a file: its tasks with timers, guessed skills and equipment to check, and its warnings. */
export function ImportRecipePreview({ recipe, outcome, choice, onChoice, aiConfigured = false }: ImportRecipePreviewProps) {
  const names = new Map(recipe.tasks.map((t) => [t.key, t.name]));
  const timers = recipe.tasks.filter((t) => t.timer_minutes !== null).length;
  const starts = recipe.tasks.filter((t) => t.depends_on.length === 0).length;
  const headingId = `import-recipe-${recipe.ref.replace('.', '-')}-${recipe.file.replace(/[^a-z0-9]/gi, '')}`;
  return (
    <article className="import-recipe" aria-labelledby={headingId}>
      <header className="import-recipe-header">
        <h3 id={headingId}>{recipe.name}</h3>
        <p className="muted import-recipe-facts">
          {recipe.tasks.length} tasks · {timers} timers · {starts} can start at once · serves {recipe.servings} · about {recipe.estimated_time_minutes} min
        </p>
        <RecipeOutcome outcome={outcome} name={recipe.name} />
        {aiConfigured && outcome?.kind === 'saved' && <RefineButton recipeId={outcome.id} name={outcome.name} />}
      </header>
      {recipe.duplicate_of && !outcome && (
        <fieldset className="import-duplicate">
          <legend>
            Already in the library as “{recipe.duplicate_of.name}” ({recipe.duplicate_of.reason === 'source' ? 'same source' : 'same name and content'})
          </legend>
          <label>
            <input type="radio" name={`dup-${headingId}`} checked={choice === 'skip'} onChange={() => onChoice('skip')} /> Skip
          </label>
          <label>
            <input type="radio" name={`dup-${headingId}`} checked={choice === 'copy'} onChange={() => onChoice('copy')} /> Import as a copy
          </label>
        </fieldset>
      )}
      {recipe.warnings.length > 0 && (
        <ul className="import-warnings" aria-label={`Warnings for ${recipe.name}`}>
          {recipe.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <details className="import-tasks">
        <summary>Tasks, timers, skills and equipment to check</summary>
        <ol>
          {recipe.tasks.map((t) => (
            <li key={t.key} className="import-task" style={{ borderLeftColor: typeColour(t.task_type).accent }}>
              <span className="import-task-name">{t.name}</span>
              <span className="import-task-meta">
                {taskTypeWord(t.task_type)} · {t.minutes} min
                {t.timer_minutes !== null && <> · timer {t.timer_minutes} min</>}
              </span>
              {(t.skills.length > 0 || t.equipment.length > 0) && (
                <span className="import-task-guess">
                  {t.skills.length > 0 && <>Skills: {t.skills.map(skillWord).join(', ')}. </>}
                  {t.equipment.length > 0 && <>Equipment: {t.equipment.map(equipmentWord).join(', ')}.</>}
                </span>
              )}
              {t.depends_on.length > 0 && <span className="import-task-after muted">After: {t.depends_on.map((k) => names.get(k) ?? k).join('; ')}</span>}
            </li>
          ))}
        </ol>
      </details>
    </article>
  );
}

function RecipeOutcome({ outcome, name }: Pick<ImportRecipePreviewProps, 'outcome'> & { name: string }) {
  if (!outcome) return null;
  if (outcome.kind === 'saved') return <p className="import-outcome import-outcome-saved">Saved as draft #{outcome.id}{outcome.name !== name ? ` (${outcome.name})` : ''}</p>;
  if (outcome.kind === 'skipped') return <p className="import-outcome">Skipped: already in the library</p>;
  return <p className="import-outcome import-outcome-failed">Not saved: {outcome.error}</p>;
}
