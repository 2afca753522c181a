import './recipes.css';
import type { ReactNode } from 'react';
import type { TextsByLanguage } from '@brigade/contracts';
import { useRecipeText, useT } from '../../i18n';
import { difficultyWord } from './recipe-filters';

interface RecipeSummaryCardProps {
  recipe: { id: number; name: string; description: string; difficulty_level: string; estimated_time_minutes: number; recommended_participants: number; translations?: TextsByLanguage | null };
  children?: ReactNode;
}

/** A recipe as the browse screens show it: name, description, difficulty, minutes and people. */
export function RecipeSummaryCard({ recipe, children }: RecipeSummaryCardProps) {
  const t = useT();
  const own = useRecipeText().text(recipe);
  return (
    <article className="card recipe-card" aria-labelledby={`recipe-${recipe.id}-name`}>
      <h2 id={`recipe-${recipe.id}-name`} className="card-title">
        {own.name}
      </h2>
      {own.description && <p className="recipe-description">{own.description}</p>}
      <ul className="chip-list recipe-meta" aria-label={t('recipes.card.details')}>
        <li className={`difficulty-badge difficulty-${recipe.difficulty_level}`}>{difficultyWord(t, recipe.difficulty_level)}</li>
        <li>{t('common.duration.minutes', { minutes: recipe.estimated_time_minutes })}</li>
        <li>{t('recipes.card.people', { count: recipe.recommended_participants })}</li>
      </ul>
      {children && <div className="card-actions">{children}</div>}
    </article>
  );
}
