import { useState } from 'react';
import { trpc } from '../../../app/trpc';
import { Banner, Button, ButtonLink, Pill, Spinner } from '../../../ui';
import { difficultyLabel } from '../../recipes/recipe-filters';
import { ManageCopiesDialog } from './ManageCopiesDialog';
import { copyStatus, groupCopies, recipeStatus } from './recipe-copies';
import type { TabProps } from './types';

export function RecipesTab({ session, run, busy }: TabProps) {
  const [managing, setManaging] = useState<number | null>(null);
  const groups = groupCopies(session);
  const editable = session.status === 'waiting';
  const managed = groups.find((g) => g.recipe.id === managing) ?? null;

  return (
    <div className="recipes-tab">
      <section aria-labelledby="included-recipes-title">
        <div className="section-heading">
          <h2 id="included-recipes-title">Included Recipes</h2>
          {editable && (
            <ButtonLink to={`/sessions/${session.code}/recipes`} variant="secondary" className="button-small">
              Browse All Recipes
            </ButtonLink>
          )}
        </div>
        {!editable && <p className="muted">Recipes can be added or removed only while the session is waiting.</p>}
        {groups.length === 0 ? (
          <p className="muted">No recipes added yet. Add one below or browse all recipes.</p>
        ) : (
          <div className="card-grid">
            {groups.map((group) => {
              const status = recipeStatus(group.copies);
              return (
                <article key={group.recipe.id} className="card included-recipe" aria-label={group.recipe.name}>
                  <div className="session-card-heading">
                    <h3 className="card-title">{group.recipe.name}</h3>
                    <Pill tone={`copy-${status.toLowerCase()}`}>{status}</Pill>
                  </div>
                  <p className="muted">
                    {difficultyLabel(group.recipe.difficulty_level)} · {group.recipe.estimated_time_minutes} min ·{' '}
                    <span className="copy-count">
                      {group.copies.length} {group.copies.length === 1 ? 'copy' : 'copies'}
                    </span>
                  </p>
                  <ol className="copy-list">
                    {group.copies.map((copy, i) => (
                      <li key={copy.id}>
                        Copy {i + 1}: <Pill shape="inline" tone={`copy-${copyStatus(copy).toLowerCase()}`}>
                          {copyStatus(copy)}
                        </Pill>
                      </li>
                    ))}
                  </ol>
                  <div className="card-actions">
                    <Button variant="secondary" className="button-small" onClick={() => setManaging(group.recipe.id)}>
                      Manage Copies
                    </Button>
                  </div>
                </article>
              );
            })}
          </div>
        )}
      </section>

      {editable && <AddMoreRecipes session={session} run={run} busy={busy} />}

      {managed && <ManageCopiesDialog session={session} group={managed} run={run} busy={busy} onClose={() => setManaging(null)} />}
    </div>
  );
}

function AddMoreRecipes({ session, run, busy }: TabProps) {
  const utils = trpc.useUtils();
  const recipes = trpc.recipes.list.useQuery();
  const add = trpc.sessions.addRecipe.useMutation();
  const included = new Set(session.session_recipes.map((e) => e.recipe.id));
  const available = (recipes.data ?? []).filter((r) => r.status === 'published' && !included.has(r.id));
  return (
    <section aria-labelledby="add-more-title" className="add-more">
      <h2 id="add-more-title">Add More Recipes</h2>
      {recipes.isPending ? (
        <Spinner label="Loading recipes..." />
      ) : recipes.isError ? (
        <Banner>Failed to load recipes</Banner>
      ) : available.length === 0 ? (
        <p className="muted">Every recipe in the library is already included.</p>
      ) : (
        <ul className="add-recipe-list">
          {available.map((recipe) => (
            <li key={recipe.id} aria-label={recipe.name}>
              <div>
                <strong>{recipe.name}</strong>
                <span className="muted">
                  {' '}
                  · {difficultyLabel(recipe.difficulty_level)} · {recipe.estimated_time_minutes} min · {recipe.recommended_participants} people
                </span>
              </div>
              <Button
                className="button-small"
                busy={busy === `add-${recipe.id}`}
                disabled={busy !== null && busy.startsWith('add-')}
                aria-label={`Add ${recipe.name}`}
                onClick={() =>
                  void run(`add-${recipe.id}`, 'Failed to add recipe to session', async () => {
                    await add.mutateAsync({ code: session.code, recipe_id: recipe.id });
                    await utils.sessions.get.invalidate({ code: session.code });
                  })
                }
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
