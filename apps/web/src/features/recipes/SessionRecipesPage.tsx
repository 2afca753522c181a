import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { serverMessage } from '../../app/errors';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { Banner, Button, ButtonLink } from '../../ui';
import { FilteredRecipeList } from './FilteredRecipeList';

/** Spec 02 §9: the add-to-session call sends 999 as its priority order. */
const BROWSE_PRIORITY_ORDER = 999;

/** Browse Recipes for a session (spec 02 §2). */
export function SessionRecipesPage() {
  usePageTitle('Browse Recipes');
  const { sessionCode = '' } = useParams();
  const utils = trpc.useUtils();
  const [addingId, setAddingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = trpc.sessions.addRecipe.useMutation();

  if (!sessionCode) return <Navigate to="/" replace />;

  const addToSession = async (recipe: { id: number; name: string }) => {
    setError(null);
    setAddingId(recipe.id);
    try {
      await add.mutateAsync({ code: sessionCode, recipe_id: recipe.id, priority_order: BROWSE_PRIORITY_ORDER });
      void utils.sessions.get.invalidate({ code: sessionCode });
      globalThis.alert(`${recipe.name} was added to the session`);
    } catch (e) {
      setError(serverMessage(e) ?? 'Failed to add recipe');
    } finally {
      setAddingId(null);
    }
  };

  return (
    <div className="page">
      <div className="page-heading">
        <h1>Browse Recipes</h1>
        <div className="page-heading-actions">
          <ButtonLink to={`/sessions/${sessionCode}`} variant="secondary">
            Back to Session
          </ButtonLink>
        </div>
      </div>
      {error && <Banner onDismiss={() => setError(null)}>{error}</Banner>}
      <FilteredRecipeList enabled={sessionCode !== ''}>
        {(recipe) => (
          <Button busy={addingId === recipe.id} disabled={addingId !== null} onClick={() => void addToSession(recipe)}>
            {addingId === recipe.id ? 'Adding...' : 'Add to Session'}
          </Button>
        )}
      </FilteredRecipeList>
    </div>
  );
}
