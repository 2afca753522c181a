import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title';
import { useRecipeText, useT } from '../../i18n';
import { FilteredRecipeList } from './FilteredRecipeList';
import { RecipeDetails } from './RecipeDetails';

/** The recipe library for hosts: read-only, with the browse screen's search and filters. */
export function RecipesPage() {
  const t = useT();
  const local = useRecipeText();
  usePageTitle(t('recipes.library.title'));

  return (
    <div className="page">
      <nav className="breadcrumbs" aria-label={t('recipes.nav.breadcrumb')}>
        <Link to="/dashboard">{t('recipes.nav.dashboard')}</Link> <span aria-hidden="true">›</span> <span>{t('recipes.library.title')}</span>
      </nav>
      <div className="page-heading">
        <h1>{t('recipes.library.title')}</h1>
      </div>
      <p className="muted">{t('recipes.library.intro')}</p>
      <FilteredRecipeList>
        {(recipe) => (
          <>
            <span className="muted">
              {[t('recipes.library.taskCount', { count: recipe.task_count }), recipe.cuisine_type, recipe.servings ? t('recipes.library.serves', { count: recipe.servings }) : null]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <RecipeDetails recipeId={recipe.id} name={local.name(recipe)} />
          </>
        )}
      </FilteredRecipeList>
    </div>
  );
}
