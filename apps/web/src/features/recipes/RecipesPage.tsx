import { ComingSoon } from '../../ui';

/** Placeholder: replaced when the Recipes screen is built. */
export function RecipesPage() {
  return <ComingSoon title="Recipes" />;
}
