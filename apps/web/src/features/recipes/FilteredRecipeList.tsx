import { useMemo, useState, type ReactNode } from 'react';
import type { RouterOutputs } from '../../app/trpc';
import { trpc } from '../../app/trpc';
import { useLanguage, useT } from '../../i18n';
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
  const t = useT();
  const lang = useLanguage();
  const recipes = trpc.recipes.list.useQuery(undefined, { enabled });
  const [filters, setFilters] = useState<RecipeFilters>(EMPTY_FILTERS);
  // Hosts cook from published recipes only (staff also list drafts, for the studio).
  const all = useMemo(() => (recipes.data ?? []).filter((r) => r.status === 'published'), [recipes.data]);
  const shown = useMemo(() => filterRecipes(all, filters, lang), [all, filters, lang]);

  if (recipes.isPending) return <Spinner label={t('recipes.list.loading')} />;
  if (recipes.isError) {
    return (
      <Banner>
        {t('recipes.list.loadFailed')}{' '}
        <Button variant="secondary" className="button-small" onClick={() => void recipes.refetch()}>
          {t('recipes.retry')}
        </Button>
      </Banner>
    );
  }
  if (all.length === 0) return <Card title={t('recipes.list.noneYet')} />;
  return (
    <>
      <RecipeFilterBar filters={filters} onChange={setFilters} shown={shown.length} total={all.length} />
      {shown.length === 0 ? (
        <Card title={t('recipes.list.noneFound')}>
          <p className="muted">{t('recipes.list.noneFoundHint')}</p>
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
