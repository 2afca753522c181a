import {
  DIFFICULTY_OPTIONS,
  GROUP_OPTIONS,
  TIME_OPTIONS,
  hasActiveFilters,
  type DifficultyFilter,
  type GroupFilter,
  type RecipeFilters,
  type TimeFilter,
} from './recipe-filters';
import { Button } from '../../ui';

interface RecipeFilterBarProps {
  filters: RecipeFilters;
  onChange: (filters: RecipeFilters) => void;
  shown: number;
  total: number;
}

/** Search box, the three filters, and 'Showing X of Y recipes' with Clear Filters when any is set. */
export function RecipeFilterBar({ filters, onChange, shown, total }: RecipeFilterBarProps) {
  const active = hasActiveFilters(filters);
  return (
    <div className="recipe-filters" role="search">
      <div className="field recipe-search">
        <label htmlFor="recipe-search">Search recipes</label>
        <input
          id="recipe-search"
          type="search"
          placeholder="Search by name or description"
          value={filters.search}
          onChange={(e) => onChange({ ...filters, search: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="recipe-difficulty">Difficulty</label>
        <select id="recipe-difficulty" value={filters.difficulty} onChange={(e) => onChange({ ...filters, difficulty: e.target.value as DifficultyFilter })}>
          <option value="">All difficulties</option>
          {DIFFICULTY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="recipe-time">Cooking time</label>
        <select id="recipe-time" value={filters.time} onChange={(e) => onChange({ ...filters, time: e.target.value as TimeFilter })}>
          <option value="">Any time</option>
          {TIME_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="recipe-group">Group size</label>
        <select id="recipe-group" value={filters.group} onChange={(e) => onChange({ ...filters, group: e.target.value as GroupFilter })}>
          <option value="">Any size</option>
          {GROUP_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {active && (
        <div className="recipe-filter-summary">
          <p aria-live="polite">
            Showing {shown} of {total} recipes
          </p>
          <Button variant="ghost" className="button-small" onClick={() => onChange({ search: '', difficulty: '', time: '', group: '' })}>
            Clear Filters
          </Button>
        </div>
      )}
    </div>
  );
}
