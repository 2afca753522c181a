import { ComingSoon } from '../../ui';

/** Placeholder: replaced when the Recipe Studio screen is built. */
export function RecipeStudioPage() {
  return <ComingSoon title="Recipe Studio" />;
}
