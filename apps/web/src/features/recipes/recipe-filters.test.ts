import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  difficultyWord,
  filterRecipes,
  groupBucket,
  hasActiveFilters,
  timeBucket,
  type FilterableRecipe,
} from './recipe-filters';
import type { Translate } from '../../i18n';
import en from '../../i18n/locales/en/recipes.json';

/** The English words (these messages have no placeholders). */
const t: Translate = (id) => (en as Record<string, string>)[id] ?? id;

const recipe = (over: Partial<FilterableRecipe> & { name: string }): FilterableRecipe => ({
  description: '',
  difficulty_level: 'beginner',
  estimated_time_minutes: 30,
  recommended_participants: 2,
  ...over,
});

const library = [
  recipe({ name: 'Pancakes', description: 'Fluffy breakfast', difficulty_level: 'beginner', estimated_time_minutes: 20, recommended_participants: 2 }),
  recipe({ name: 'Lasagne', description: 'Layered pasta bake', difficulty_level: 'intermediate', estimated_time_minutes: 90, recommended_participants: 4 }),
  recipe({ name: 'Beef Wellington', description: 'Pastry-wrapped fillet', difficulty_level: 'expert', estimated_time_minutes: 150, recommended_participants: 7 }),
  recipe({ name: 'Risotto', description: 'Creamy rice stirred like pasta', difficulty_level: 'advanced', estimated_time_minutes: 45, recommended_participants: 3 }),
];

describe('recipe filters', () => {
  it('buckets time at 30 and 60 minutes', () => {
    expect(timeBucket(1)).toBe('quick');
    expect(timeBucket(30)).toBe('quick');
    expect(timeBucket(31)).toBe('medium');
    expect(timeBucket(60)).toBe('medium');
    expect(timeBucket(61)).toBe('long');
  });

  it('buckets group size at 2 and 6 people', () => {
    expect(groupBucket(1)).toBe('small');
    expect(groupBucket(2)).toBe('small');
    expect(groupBucket(3)).toBe('medium');
    expect(groupBucket(6)).toBe('medium');
    expect(groupBucket(7)).toBe('large');
  });

  it('labels difficulty Easy, Medium and Hard (advanced and expert are Hard)', () => {
    expect(difficultyWord(t, 'beginner')).toBe('Easy');
    expect(difficultyWord(t, 'intermediate')).toBe('Medium');
    expect(difficultyWord(t, 'advanced')).toBe('Hard');
    expect(difficultyWord(t, 'expert')).toBe('Hard');
    expect(difficultyWord(t, 'unheard_of')).toBe('unheard_of');
  });

  it('searches name and description case-insensitively', () => {
    expect(filterRecipes(library, { ...EMPTY_FILTERS, search: 'PASTA' }, 'en').map((r) => r.name)).toEqual(['Lasagne', 'Risotto']);
    expect(filterRecipes(library, { ...EMPTY_FILTERS, search: 'wellington' }, 'en').map((r) => r.name)).toEqual(['Beef Wellington']);
  });

  it("finds a recipe by its name in the page's language as well as its own (issue 38.2)", () => {
    const soup = { name: 'Onion Soup', description: 'Slow onions', difficulty_level: 'beginner', estimated_time_minutes: 60, recommended_participants: 2, translations: { de: { name: 'Zwiebelsuppe' }, fr: { name: "Soupe à l'oignon" } } };
    expect(filterRecipes([soup], { ...EMPTY_FILTERS, search: 'zwiebel' }, 'de')).toEqual([soup]);
    expect(filterRecipes([soup], { ...EMPTY_FILTERS, search: 'onion soup' }, 'de')).toEqual([soup]);
    expect(filterRecipes([soup], { ...EMPTY_FILTERS, search: 'zwiebel' }, 'fr')).toEqual([]);
  });

  it('combines filters', () => {
    expect(filterRecipes(library, { ...EMPTY_FILTERS, difficulty: 'hard' }, 'en').map((r) => r.name)).toEqual(['Beef Wellington', 'Risotto']);
    expect(filterRecipes(library, { ...EMPTY_FILTERS, difficulty: 'hard', time: 'medium' }, 'en').map((r) => r.name)).toEqual(['Risotto']);
    expect(filterRecipes(library, { ...EMPTY_FILTERS, group: 'large' }, 'en').map((r) => r.name)).toEqual(['Beef Wellington']);
    expect(filterRecipes(library, { ...EMPTY_FILTERS, time: 'quick', group: 'large' }, 'en')).toEqual([]);
    expect(filterRecipes(library, EMPTY_FILTERS, 'en')).toHaveLength(4);
  });

  it('knows when any filter is set', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, group: 'small' })).toBe(true);
  });
});
