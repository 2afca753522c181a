/**
 * The recipe browser's search and filters (spec 02 §2, §9), kept pure so they are unit tested.
 * Difficulty: Easy = beginner, Medium = intermediate, Hard = advanced or expert.
 * Time: quick ≤ 30 min, medium 31-60, long > 60. Group size: small 1-2, medium 3-6, large 7+.
 */
export type DifficultyFilter = '' | 'easy' | 'medium' | 'hard';
export type TimeFilter = '' | 'quick' | 'medium' | 'long';
export type GroupFilter = '' | 'small' | 'medium' | 'large';

export interface RecipeFilters {
  search: string;
  difficulty: DifficultyFilter;
  time: TimeFilter;
  group: GroupFilter;
}

export const EMPTY_FILTERS: RecipeFilters = { search: '', difficulty: '', time: '', group: '' };

export interface FilterableRecipe {
  name: string;
  description: string;
  difficulty_level: string;
  estimated_time_minutes: number;
  recommended_participants: number;
}

export const DIFFICULTY_OPTIONS: ReadonlyArray<{ value: Exclude<DifficultyFilter, ''>; label: string }> = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];
export const TIME_OPTIONS: ReadonlyArray<{ value: Exclude<TimeFilter, ''>; label: string }> = [
  { value: 'quick', label: 'Quick (up to 30 min)' },
  { value: 'medium', label: 'Medium (31-60 min)' },
  { value: 'long', label: 'Long (over 60 min)' },
];
export const GROUP_OPTIONS: ReadonlyArray<{ value: Exclude<GroupFilter, ''>; label: string }> = [
  { value: 'small', label: 'Small (1-2 people)' },
  { value: 'medium', label: 'Medium (3-6 people)' },
  { value: 'large', label: 'Large (7+ people)' },
];

/** The browse label of a difficulty level: Easy, Medium or Hard. */
export function difficultyLabel(level: string): string {
  switch (difficultyBucket(level)) {
    case 'easy':
      return 'Easy';
    case 'medium':
      return 'Medium';
    case 'hard':
      return 'Hard';
    default:
      return level;
  }
}

export function difficultyBucket(level: string): DifficultyFilter {
  switch (level) {
    case 'beginner':
      return 'easy';
    case 'intermediate':
      return 'medium';
    case 'advanced':
    case 'expert':
      return 'hard';
    default:
      return '';
  }
}

export function timeBucket(minutes: number): Exclude<TimeFilter, ''> {
  if (minutes <= 30) return 'quick';
  if (minutes <= 60) return 'medium';
  return 'long';
}

export function groupBucket(people: number): Exclude<GroupFilter, ''> {
  if (people <= 2) return 'small';
  if (people <= 6) return 'medium';
  return 'large';
}

export function hasActiveFilters(filters: RecipeFilters): boolean {
  return filters.search.trim() !== '' || filters.difficulty !== '' || filters.time !== '' || filters.group !== '';
}

export function matchesFilters(recipe: FilterableRecipe, filters: RecipeFilters): boolean {
  const query = filters.search.trim().toLowerCase();
  if (query && !recipe.name.toLowerCase().includes(query) && !(recipe.description ?? '').toLowerCase().includes(query)) return false;
  if (filters.difficulty && difficultyBucket(recipe.difficulty_level) !== filters.difficulty) return false;
  if (filters.time && timeBucket(recipe.estimated_time_minutes) !== filters.time) return false;
  if (filters.group && groupBucket(recipe.recommended_participants) !== filters.group) return false;
  return true;
}

export function filterRecipes<T extends FilterableRecipe>(recipes: readonly T[], filters: RecipeFilters): T[] {
  return recipes.filter((recipe) => matchesFilters(recipe, filters));
}
