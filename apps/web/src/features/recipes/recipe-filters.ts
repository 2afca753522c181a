import { localText, type TextsByLanguage } from '@brigade/contracts';
import type { MessageId, Translate } from '../../i18n';

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
  /** Its name and description in other languages: the search finds a recipe by the words on its card too (issue 38.2). */
  translations?: TextsByLanguage | null;
  difficulty_level: string;
  estimated_time_minutes: number;
  recommended_participants: number;
}

export const DIFFICULTY_OPTIONS: ReadonlyArray<{ value: Exclude<DifficultyFilter, ''>; label: MessageId }> = [
  { value: 'easy', label: 'recipes.difficulty.easy' },
  { value: 'medium', label: 'recipes.difficulty.medium' },
  { value: 'hard', label: 'recipes.difficulty.hard' },
];
export const TIME_OPTIONS: ReadonlyArray<{ value: Exclude<TimeFilter, ''>; label: MessageId }> = [
  { value: 'quick', label: 'recipes.time.quick' },
  { value: 'medium', label: 'recipes.time.medium' },
  { value: 'long', label: 'recipes.time.long' },
];
export const GROUP_OPTIONS: ReadonlyArray<{ value: Exclude<GroupFilter, ''>; label: MessageId }> = [
  { value: 'small', label: 'recipes.group.small' },
  { value: 'medium', label: 'recipes.group.medium' },
  { value: 'large', label: 'recipes.group.large' },
];

const DIFFICULTY_WORDS: Record<Exclude<DifficultyFilter, ''>, MessageId> = {
  easy: 'recipes.difficulty.easy',
  medium: 'recipes.difficulty.medium',
  hard: 'recipes.difficulty.hard',
};

/** The browse label of a difficulty level in the page's language: Easy, Medium or Hard (an unknown level as it is). */
export function difficultyWord(t: Translate, level: string): string {
  const bucket = difficultyBucket(level);
  return bucket ? t(DIFFICULTY_WORDS[bucket]) : level;
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

/** `lang`: the page's language; the search looks in the recipe's own text and in that language's. */
export function matchesFilters(recipe: FilterableRecipe, filters: RecipeFilters, lang: string): boolean {
  const query = filters.search.trim().toLocaleLowerCase(lang);
  if (query) {
    const local = localText(recipe, lang);
    const words = [recipe.name, recipe.description ?? '', local.name, local.description].map((w) => w.toLocaleLowerCase(lang));
    if (!words.some((w) => w.includes(query))) return false;
  }
  if (filters.difficulty && difficultyBucket(recipe.difficulty_level) !== filters.difficulty) return false;
  if (filters.time && timeBucket(recipe.estimated_time_minutes) !== filters.time) return false;
  if (filters.group && groupBucket(recipe.recommended_participants) !== filters.group) return false;
  return true;
}

export function filterRecipes<T extends FilterableRecipe>(recipes: readonly T[], filters: RecipeFilters, lang: string): T[] {
  return recipes.filter((recipe) => matchesFilters(recipe, filters, lang));
}
