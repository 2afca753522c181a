import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { Banner, Button, Card, Spinner } from '../../ui';
import { EMPTY_FILTERS, filterRecipes, type RecipeFilters } from './recipe-filters';
import { RecipeFilterBar } from './RecipeFilterBar';
import { RecipeDetails } from './RecipeDetails';
import { RecipeSummaryCard } from './RecipeSummaryCard';

/** The recipe library for hosts: read-only, with the browse screen's search and filters. */
export function RecipesPage() {
  usePageTitle('Recipes');
  const recipes = trpc.recipes.list.useQuery();
  const [filters, setFilters] = useState<RecipeFilters>(EMPTY_FILTERS);
  const all = useMemo(() => recipes.data ?? [], [recipes.data]);
  const shown = useMemo(() => filterRecipes(all, filters), [all, filters]);

  return (
    <div className="page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/dashboard">Dashboard</Link> <span aria-hidden="true">›</span> <span>Recipes</span>
      </nav>
      <div className="page-heading">
        <h1>Recipes</h1>
      </div>
      <p className="muted">Recipes in the library. Add them to a session from the session's Recipes tab.</p>
      {recipes.isPending ? (
        <Spinner label="Loading recipes..." />
      ) : recipes.isError ? (
        <Banner>
          Failed to load recipes{' '}
          <Button variant="secondary" className="button-small" onClick={() => void recipes.refetch()}>
            Retry
          </Button>
        </Banner>
      ) : all.length === 0 ? (
        <Card title="No recipes are available yet." />
      ) : (
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
                  <span className="muted">
                    {recipe.task_count} {recipe.task_count === 1 ? 'task' : 'tasks'}
                    {recipe.cuisine_type ? ` · ${recipe.cuisine_type}` : ''}
                    {recipe.servings ? ` · serves ${recipe.servings}` : ''}
                  </span>
                  <RecipeDetails recipeId={recipe.id} name={recipe.name} />
                </RecipeSummaryCard>
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
