import type { Localisable } from '@brigade/contracts';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { serverMessage } from '../../app/errors';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { useRecipeText, useT } from '../../i18n';
import { Banner, ButtonLink } from '../../ui';
import { FilteredRecipeList } from './FilteredRecipeList';
import { RecipeDetails } from './RecipeDetails';
import { SessionCopiesControl } from './SessionCopiesControl';

/** Spec 02 §9: the add-to-session call sends 999 as its priority order. */
const BROWSE_PRIORITY_ORDER = 999;

/** Browse Recipes for a session (spec 02 §2). */
export function SessionRecipesPage() {
  const t = useT();
  const local = useRecipeText();
  usePageTitle(t('recipes.browse.title'));
  const { sessionCode = '' } = useParams();
  const utils = trpc.useUtils();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const session = trpc.sessions.get.useQuery({ code: sessionCode }, { enabled: sessionCode !== '' });
  const add = trpc.sessions.addRecipe.useMutation();
  const remove = trpc.sessions.removeRecipe.useMutation();

  if (!sessionCode) return <Navigate to="/" replace />;

  const entries = session.data?.session_recipes ?? [];
  const copiesOf = (recipeId: number) => entries.filter((e) => e.recipe.id === recipeId);
  const waiting = session.data?.status === 'waiting';

  const change = async (recipe: { id: number; name: string }, action: () => Promise<unknown>, done: string, failed: string) => {
    setError(null);
    setNotice(null);
    setBusyId(recipe.id);
    try {
      await action();
      await utils.sessions.get.invalidate({ code: sessionCode });
      setNotice(done);
    } catch (e) {
      setError(serverMessage(e, t) ?? failed);
    } finally {
      setBusyId(null);
    }
  };

  // The notices name the recipe as its card does, in the page's language.
  const addCopy = (recipe: Localisable & { id: number }) =>
    change(recipe, () => add.mutateAsync({ code: sessionCode, recipe_id: recipe.id, priority_order: BROWSE_PRIORITY_ORDER }), t('recipes.browse.added', { name: local.name(recipe) }), t('recipes.browse.addFailed'));

  const removeCopy = (recipe: Localisable & { id: number }) => {
    const last = copiesOf(recipe.id).at(-1);
    if (!last) return Promise.resolve();
    return change(recipe, () => remove.mutateAsync({ code: sessionCode, entryId: last.id }), t('recipes.browse.removed', { name: local.name(recipe) }), t('recipes.browse.removeFailed'));
  };

  return (
    <div className="page">
      <div className="page-heading">
        <h1>{t('recipes.browse.title')}</h1>
        <div className="page-heading-actions">
          <ButtonLink to={`/sessions/${sessionCode}`} variant="secondary">
            {t('recipes.browse.back')}
          </ButtonLink>
        </div>
      </div>
      {error && <Banner onDismiss={() => setError(null)}>{error}</Banner>}
      {/* Said politely (a status banner), never a blocking alert(). */}
      {notice && (
        <Banner kind="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Banner>
      )}
      {session.data && !waiting && <Banner kind="info">{t('recipes.browse.locked')}</Banner>}
      <FilteredRecipeList enabled={sessionCode !== ''}>
        {(recipe) => (
          <>
            <SessionCopiesControl
              recipeName={local.name(recipe)}
              copies={copiesOf(recipe.id).length}
              busy={busyId === recipe.id}
              disabled={busyId !== null || !session.data || !waiting}
              onAdd={() => void addCopy(recipe)}
              onRemove={() => void removeCopy(recipe)}
            />
            <RecipeDetails recipeId={recipe.id} name={local.name(recipe)} />
          </>
        )}
      </FilteredRecipeList>
    </div>
  );
}
