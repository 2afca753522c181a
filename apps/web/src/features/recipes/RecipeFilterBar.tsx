import './recipes.css';
import {
  DIFFICULTY_OPTIONS,
  EMPTY_FILTERS,
  GROUP_OPTIONS,
  TIME_OPTIONS,
  hasActiveFilters,
  type DifficultyFilter,
  type GroupFilter,
  type RecipeFilters,
  type TimeFilter,
} from './recipe-filters';
import { useT, type MessageId } from '../../i18n';
import { Button } from '../../ui';

interface RecipeFilterBarProps {
  filters: RecipeFilters;
  onChange: (filters: RecipeFilters) => void;
  shown: number;
  total: number;
}

/** Search box, the three filters, and 'Showing X of Y recipes' with Clear Filters when any is set. */
export function RecipeFilterBar({ filters, onChange, shown, total }: RecipeFilterBarProps) {
  const t = useT();
  const active = hasActiveFilters(filters);
  return (
    <div className="recipe-filters" role="search">
      <div className="field recipe-search">
        <label htmlFor="recipe-search">{t('recipes.filter.search')}</label>
        <input
          id="recipe-search"
          type="search"
          placeholder={t('recipes.filter.searchPlaceholder')}
          value={filters.search}
          onChange={(e) => onChange({ ...filters, search: e.target.value })}
        />
      </div>
      <FilterSelect id="recipe-difficulty" label={t('recipes.filter.difficultyLabel')} any={t('recipes.filter.anyDifficulty')} options={DIFFICULTY_OPTIONS} value={filters.difficulty} onChange={(difficulty: DifficultyFilter) => onChange({ ...filters, difficulty })} />
      <FilterSelect id="recipe-time" label={t('recipes.filter.timeLabel')} any={t('recipes.filter.anyTime')} options={TIME_OPTIONS} value={filters.time} onChange={(time: TimeFilter) => onChange({ ...filters, time })} />
      <FilterSelect id="recipe-group" label={t('recipes.filter.groupLabel')} any={t('recipes.filter.anySize')} options={GROUP_OPTIONS} value={filters.group} onChange={(group: GroupFilter) => onChange({ ...filters, group })} />
      {active && (
        <div className="recipe-filter-summary">
          <p aria-live="polite">{t('recipes.filter.showing', { shown, total })}</p>
          <Button variant="ghost" className="button-small" onClick={() => onChange(EMPTY_FILTERS)}>
            {t('recipes.filter.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}

interface FilterSelectProps<V extends string> {
  id: string;
  label: string;
  /** Label of the empty choice that switches the filter off. */
  any: string;
  options: ReadonlyArray<{ value: V; label: MessageId }>;
  value: V | '';
  /** '' when the "any" choice is picked. */
  onChange: (value: V | '') => void;
}

/** One labelled filter: an "any" choice, then the filter's buckets. */
function FilterSelect<V extends string>({ id, label, any, options, value, onChange }: FilterSelectProps<V>) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V | '')}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {t(o.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
