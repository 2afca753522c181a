import type { Generated, Insertable, Selectable } from 'kysely';

export interface RecipeTable {
  id: Generated<number>;
  name: string;
  description: string;
  difficulty_level: string;
  cuisine_type: string;
  servings: number;
  estimated_time_minutes: number;
  recommended_participants: number;
  is_published: number;
  /** draft | published | archived (migration 0003); is_published = (status = 'published'). */
  status: Generated<string>;
  quality_score: Generated<number>;
  refinement_notes: Generated<string>;
  /** library | ai | url | text | file | manual */
  source: string;
  source_url: string | null;
  /** The recipe's id in the app it was imported from (migration 0012), to recognise a second import. */
  import_source_id: Generated<string | null>;
  /** File name of a seeded library recipe, so seeding is idempotent. */
  library_key: string | null;
  /** The course the recipe usually is: starter | main | dessert | side; null unknown (migration 0014). */
  course: Generated<string | null>;
  /** The language the recipe is written in, two-letter code (migration 0015). */
  language: Generated<string>;
  /** Name and description in other languages, JSON `{lang: {name, description}}`; null: none (migration 0015). */
  translations: Generated<string | null>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}
export type RecipeRow = Selectable<RecipeTable>;
export type NewRecipe = Insertable<RecipeTable>;

export interface RecipeTaskTable {
  id: Generated<number>;
  recipe_id: number;
  key: string;
  position: number;
  name: string;
  description: string;
  task_type: string;
  skill_level: number;
  estimated_duration_minutes: number;
  timer_duration_minutes: number | null;
  safety_level: string;
  /** JSON array of task equipment keys. */
  equipment: string;
  /** JSON array of skill keys. */
  skill_requirements: string;
  /** 1 when the hands-on time scales with the amount cooked (migration 0004). */
  quantity_dependent: Generated<number>;
  /** The oven temperature the task needs, °C (migration 0014); null: no oven setting. */
  oven_temperature_c: Generated<number | null>;
  /** 1 fan oven, 0 conventional, null not stated (migration 0014). */
  oven_fan: Generated<number | null>;
  /** Name and description in other languages, JSON `{lang: {name, description}}`; null: none (migration 0015). */
  translations: Generated<string | null>;
}
export type RecipeTaskRow = Selectable<RecipeTaskTable>;
export type NewRecipeTask = Insertable<RecipeTaskTable>;

export interface RecipeDependencyTable {
  recipe_id: number;
  task_id: number;
  depends_on_id: number;
}
export type RecipeDependencyRow = Selectable<RecipeDependencyTable>;

export interface IngredientTable {
  id: Generated<number>;
  recipe_id: number;
  position: number;
  name: string;
  quantity: number | null;
  unit: string | null;
  /** JSON array of task keys. */
  used_in: string;
  /** Supermarket aisle; null: guessed from the name. */
  aisle: Generated<string | null>;
  /** The name in other languages, JSON `{lang: {name}}`; null: none (migration 0015). */
  translations: Generated<string | null>;
}
export type IngredientRow = Selectable<IngredientTable>;
