import './recipes.css';
import { useId, useState } from 'react';
import { trpc, type RouterOutputs } from '../../app/trpc';
import { useFormat, useRecipeText, useT, useUnitSystem } from '../../i18n';
import { Button, Spinner } from '../../ui';
import { equipmentWord, skillWord } from '../taskmap/task-words';

/** A disclosure on a library card: tasks, time, skills, equipment, ingredients and steps, loaded when first opened. */
export function RecipeDetails({ recipeId, name }: { recipeId: number; name: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const details = trpc.recipes.details.useQuery({ id: recipeId }, { enabled: open, staleTime: 5 * 60_000 });
  return (
    <div className="recipe-details">
      <Button variant="ghost" className="button-small" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((o) => !o)}>
        {open ? t('recipes.details.hide') : t('recipes.details.show')}
      </Button>
      {open && (
        <div id={regionId} role="region" aria-label={t('recipes.details.region', { name })}>
          {details.isPending ? (
            <Spinner label={t('recipes.details.loading')} />
          ) : details.isError ? (
            <p className="field-errors">{t('recipes.details.loadFailed')}</p>
          ) : (
            <DetailsBody details={details.data} />
          )}
        </div>
      )}
    </div>
  );
}

type Details = RouterOutputs['recipes']['details'];

/** What a recipe needs: ingredients (in the page's units), tasks, time, skills, equipment and steps. */
function DetailsBody({ details }: { details: Details }) {
  const t = useT();
  const f = useFormat();
  const [units] = useUnitSystem();
  const local = useRecipeText();
  const skills = [...new Set(details.tasks.flatMap((task) => task.skill_requirements ?? []))];
  const equipment = [...new Set(details.tasks.flatMap((task) => task.equipment_required ?? []))];
  const minutes = (m: number | null | undefined) => t('common.duration.minutes', { minutes: m ?? 0 });
  return (
    <>
      {details.ingredients.length > 0 && (
        <>
          <h3>{t('recipes.details.ingredients')}</h3>
          <ul className="recipe-ingredients">
            {details.ingredients.map((ingredient) => (
              <li key={ingredient.name}>
                {ingredient.quantity !== null ? f.amount({ quantity: ingredient.quantity, unit: ingredient.unit || null }, units) : (ingredient.unit ?? '')} {local.name(ingredient)}
              </li>
            ))}
          </ul>
        </>
      )}
      <dl className="recipe-facts">
        <div>
          <dt>{t('recipes.details.tasks')}</dt>
          <dd>{f.number(details.tasks.length)}</dd>
        </div>
        <div>
          <dt>{t('recipes.details.handsOn')}</dt>
          <dd>{minutes(details.tasks.reduce((sum, task) => sum + (task.estimated_duration_minutes ?? 0), 0))}</dd>
        </div>
        <div>
          <dt>{t('recipes.details.skills')}</dt>
          <dd>{skills.map((s) => skillWord(t, s)).join(', ') || t('recipes.details.none')}</dd>
        </div>
        <div>
          <dt>{t('recipes.details.equipment')}</dt>
          <dd>{equipment.map((e) => equipmentWord(t, e)).join(', ') || t('recipes.details.none')}</dd>
        </div>
      </dl>
      <h3>{t('recipes.details.steps')}</h3>
      <ol className="recipe-steps">
        {details.tasks.map((task) => (
          <li key={task.id}>
            {local.name(task)} <span className="muted">({minutes(task.estimated_duration_minutes)})</span>
          </li>
        ))}
      </ol>
    </>
  );
}
