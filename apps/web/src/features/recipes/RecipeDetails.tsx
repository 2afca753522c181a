import './recipes.css';
import { useId, useState } from 'react';
import { trpc } from '../../app/trpc';
import { Button, Spinner } from '../../ui';

/** A disclosure on a library card: tasks, time, skills, equipment, ingredients and steps, loaded when first opened. */
export function RecipeDetails({ recipeId, name }: { recipeId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const details = trpc.recipes.details.useQuery({ id: recipeId }, { enabled: open, staleTime: 5 * 60_000 });
  return (
    <div className="recipe-details">
      <Button variant="ghost" className="button-small" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide details' : 'Show details'}
      </Button>
      {open && (
        <div id={regionId} role="region" aria-label={`${name} details`}>
          {details.isPending ? (
            <Spinner label="Loading recipe..." />
          ) : details.isError ? (
            <p className="field-errors">Failed to load recipe details</p>
          ) : (
            <>
              {details.data.ingredients.length > 0 && (
                <>
                  <h3>Ingredients</h3>
                  <ul className="recipe-ingredients">
                    {details.data.ingredients.map((ingredient) => (
                      <li key={ingredient.name}>
                        {[ingredient.quantity, ingredient.unit].filter((v) => v !== null && v !== '').join(' ')} {ingredient.name}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <dl className="recipe-facts">
                <div>
                  <dt>Tasks</dt>
                  <dd>{details.data.tasks.length}</dd>
                </div>
                <div>
                  <dt>Hands-on time</dt>
                  <dd>{details.data.tasks.reduce((sum, t) => sum + (t.estimated_duration_minutes ?? 0), 0)} min</dd>
                </div>
                <div>
                  <dt>Skills</dt>
                  <dd>{[...new Set(details.data.tasks.flatMap((t) => t.skill_requirements ?? []))].join(', ') || 'None'}</dd>
                </div>
                <div>
                  <dt>Equipment</dt>
                  <dd>{[...new Set(details.data.tasks.flatMap((t) => t.equipment_required ?? []))].join(', ') || 'None'}</dd>
                </div>
              </dl>
              <h3>Steps</h3>
              <ol className="recipe-steps">
                {details.data.tasks.map((task) => (
                  <li key={task.id}>
                    {task.name} <span className="muted">({task.estimated_duration_minutes} min)</span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      )}
    </div>
  );
}
