import { Link } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title';
import { FilteredRecipeList } from './FilteredRecipeList';
import { RecipeDetails } from './RecipeDetails';

/** The recipe library for hosts: read-only, with the browse screen's search and filters. */
export function RecipesPage() {
  usePageTitle('Recipes');

  return (
    <div className="page">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/dashboard">Dashboard</Link> <span aria-hidden="true">›</span> <span>Recipes</span>
      </nav>
      <div className="page-heading">
        <h1>Recipes</h1>
      </div>
      <p className="muted">Recipes in the library. Add them to a session from the session's Recipes tab.</p>
      <FilteredRecipeList>
        {(recipe) => (
          <>
            <span className="muted">
              {recipe.task_count} {recipe.task_count === 1 ? 'task' : 'tasks'}
              {recipe.cuisine_type ? ` · ${recipe.cuisine_type}` : ''}
              {recipe.servings ? ` · serves ${recipe.servings}` : ''}
            </span>
            <RecipeDetails recipeId={recipe.id} name={recipe.name} />
          </>
        )}
      </FilteredRecipeList>
    </div>
  );
}
