import { useMemo, useState, type ReactNode } from 'react';
import type { RouterOutputs } from '../../app/trpc';
import { trpc } from '../../app/trpc';
import { Banner, Button, Card, Spinner } from '../../ui';
import { EMPTY_FILTERS, filterRecipes, type RecipeFilters } from './recipe-filters';
import { RecipeFilterBar } from './RecipeFilterBar';
import { RecipeSummaryCard } from './RecipeSummaryCard';

type Recipe = RouterOutputs['recipes']['list'][number];

/**
 * The recipe library with search and the three filters (spec 02 "Browse Recipes"), its loading,
 * error and empty states; each screen adds its own controls to every card through `children`.
 */
export function FilteredRecipeList({ enabled = true, children }: { enabled?: boolean; children: (recipe: Recipe) => ReactNode }) {
  const recipes = trpc.recipes.list.useQuery(undefined, { enabled });
  const [filters, setFilters] = useState<RecipeFilters>(EMPTY_FILTERS);
  // Hosts cook from published recipes only (staff also list drafts, for the studio).
  const all = useMemo(() => (recipes.data ?? []).filter((r) => r.status === 'published'), [recipes.data]);
  const shown = useMemo(() => filterRecipes(all, filters), [all, filters]);

  if (recipes.isPending) return <Spinner label="Loading recipes..." />;
  if (recipes.isError) {
    return (
      <Banner>
        Failed to load recipes{' '}
        <Button variant="secondary" className="button-small" onClick={() => void recipes.refetch()}>
          Retry
        </Button>
      </Banner>
    );
  }
  if (all.length === 0) return <Card title="No recipes are available yet." />;
  return (
    <>
      <RecipeFilterBar filters={filters} onChange={setFilters} shown={shown.length} total={all.length} />
      {shown.length === 0 ? (
        <Card title="No recipes found">
          <p className="muted">Try adjusting your search or filters.</p>
        </Card>
      ) : (
        <div className="card-grid recipe-grid">
          {shown.map((recipe) => (
            <RecipeSummaryCard key={recipe.id} recipe={recipe}>
              {children(recipe)}
            </RecipeSummaryCard>
          ))}
        </div>
      )}
    </>
  );
}
