import { useState } from 'react';
import { trpc } from '../../../app/trpc';
import { Banner, Button, ButtonLink, Pill, Spinner } from '../../../ui';
import { difficultyWord } from '../../recipes/recipe-filters';
import { ManageCopiesDialog } from './ManageCopiesDialog';
import { useRecipeText, useT } from '../../../i18n';
import { COPY_STATUS_ID, copyStatus, groupCopies, recipeStatus } from './recipe-copies';
import { isFinished, type TabProps } from './types';
import { CourseSelect } from './CourseSelect';

export function RecipesTab({ session, run, busy }: TabProps) {
  const t = useT();
  const local = useRecipeText();
  const [managing, setManaging] = useState<number | null>(null);
  const groups = groupCopies(session);
  const editable = session.status === 'waiting';
  const managed = groups.find((g) => g.recipe.id === managing) ?? null;

  return (
    <div className="recipes-tab">
      <section aria-labelledby="included-recipes-title">
        <div className="section-heading">
          <h2 id="included-recipes-title">{t('host.recipes.included')}</h2>
          {editable && (
            <ButtonLink to={`/sessions/${session.code}/recipes`} variant="secondary" className="button-small">
              {t('host.recipes.browse')}
            </ButtonLink>
          )}
        </div>
        {!editable && <p className="muted">{t('host.recipes.onlyWaiting')}</p>}
        {groups.length === 0 ? (
          <p className="muted">{t('host.recipes.none')}</p>
        ) : (
          <div className="card-grid">
            {groups.map((group) => {
              const status = recipeStatus(group.copies);
              return (
                <article key={group.recipe.id} className="card included-recipe" aria-label={local.name(group.recipe)}>
                  <div className="session-card-heading">
                    <h3 className="card-title">{local.name(group.recipe)}</h3>
                    <Pill tone={`copy-${status.toLowerCase()}`}>{t(COPY_STATUS_ID[status])}</Pill>
                  </div>
                  <p className="muted">
                    {difficultyWord(t, group.recipe.difficulty_level)} · {t('common.duration.minutes', { minutes: group.recipe.estimated_time_minutes })} ·{' '}
                    <span className="copy-count">{t('host.recipes.copyCount', { count: group.copies.length })}</span>
                  </p>
                  <ol className="copy-list">
                    {group.copies.map((copy, i) => (
                      <li key={copy.id}>
                        {t('host.recipes.copyItem', { number: i + 1 })}{' '}
                        <Pill shape="inline" tone={`copy-${copyStatus(copy).toLowerCase()}`}>
                          {t(COPY_STATUS_ID[copyStatus(copy)])}
                        </Pill>{' '}
                        <CourseSelect session={session} entry={copy} label={t('host.recipes.courseOf', { recipe: group.recipe.name, number: i + 1 })} disabled={isFinished(session)} run={run} busy={busy} />
                      </li>
                    ))}
                  </ol>
                  <div className="card-actions">
                    <Button variant="secondary" className="button-small" onClick={() => setManaging(group.recipe.id)}>
                      {t('host.recipes.manageCopies')}
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
  const t = useT();
  const local = useRecipeText();
  const utils = trpc.useUtils();
  const recipes = trpc.recipes.list.useQuery();
  const add = trpc.sessions.addRecipe.useMutation();
  const included = new Set(session.session_recipes.map((e) => e.recipe.id));
  const available = (recipes.data ?? []).filter((r) => r.status === 'published' && !included.has(r.id));
  return (
    <section aria-labelledby="add-more-title" className="add-more">
      <h2 id="add-more-title">{t('host.recipes.addMore')}</h2>
      {recipes.isPending ? (
        <Spinner label={t('host.recipes.loading')} />
      ) : recipes.isError ? (
        <Banner>{t('host.recipes.loadFailed')}</Banner>
      ) : available.length === 0 ? (
        <p className="muted">{t('host.recipes.allIncluded')}</p>
      ) : (
        <ul className="add-recipe-list">
          {available.map((recipe) => (
            <li key={recipe.id} aria-label={local.name(recipe)}>
              <div>
                <strong>{local.name(recipe)}</strong>
                <span className="muted">
                  {' '}
                  · {difficultyWord(t, recipe.difficulty_level)} · {t('common.duration.minutes', { minutes: recipe.estimated_time_minutes })} ·{' '}
                  {t('host.recipes.people', { count: recipe.recommended_participants })}
                </span>
              </div>
              <Button
                className="button-small"
                busy={busy === `add-${recipe.id}`}
                disabled={busy !== null && busy.startsWith('add-')}
                aria-label={t('host.recipes.addLabel', { recipe: recipe.name })}
                onClick={() =>
                  void run(`add-${recipe.id}`, t('host.recipes.addFailed'), async () => {
                    await add.mutateAsync({ code: session.code, recipe_id: recipe.id });
                    await utils.sessions.get.invalidate({ code: session.code });
                  })
                }
              >
                {t('host.recipes.add')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
