import './recipes.css';
import type { ReactNode } from 'react';
import { difficultyLabel } from './recipe-filters';

interface RecipeSummaryCardProps {
  recipe: { id: number; name: string; description: string; difficulty_level: string; estimated_time_minutes: number; recommended_participants: number };
  children?: ReactNode;
}

/** A recipe as the browse screens show it: name, description, difficulty, minutes and people. */
export function RecipeSummaryCard({ recipe, children }: RecipeSummaryCardProps) {
  const people = recipe.recommended_participants;
  return (
    <article className="card recipe-card" aria-labelledby={`recipe-${recipe.id}-name`}>
      <h2 id={`recipe-${recipe.id}-name`} className="card-title">
        {recipe.name}
      </h2>
      {recipe.description && <p className="recipe-description">{recipe.description}</p>}
      <ul className="recipe-meta" aria-label="Details">
        <li className={`difficulty-badge difficulty-${recipe.difficulty_level}`}>{difficultyLabel(recipe.difficulty_level)}</li>
        <li>{recipe.estimated_time_minutes} min</li>
        <li>
          {people} {people === 1 ? 'person' : 'people'}
        </li>
      </ul>
      {children && <div className="card-actions">{children}</div>}
    </article>
  );
}
