import { z } from 'zod';

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const skillLevel = z.enum(SKILL_LEVELS);

/**
 * The seeded skill catalogue. `key` is stable and is what recipe data files name;
 * numeric ids are assigned by the database in this order.
 */
export const SKILL_CATALOGUE = [
  { key: 'knife_work', display_name: 'Knife work', skill_level: 'beginner', is_safety_sensitive: true },
  { key: 'advanced_knife_work', display_name: 'Advanced knife work (julienne, brunoise, filleting)', skill_level: 'advanced', is_safety_sensitive: true },
  { key: 'sauteing', display_name: 'Sautéing and pan frying', skill_level: 'beginner', is_safety_sensitive: false },
  { key: 'deep_frying', display_name: 'Deep frying', skill_level: 'intermediate', is_safety_sensitive: true },
  { key: 'boiling_simmering', display_name: 'Boiling and simmering', skill_level: 'beginner', is_safety_sensitive: false },
  { key: 'roasting', display_name: 'Roasting and oven work', skill_level: 'beginner', is_safety_sensitive: true },
  { key: 'baking', display_name: 'Baking', skill_level: 'intermediate', is_safety_sensitive: false },
  { key: 'pastry', display_name: 'Pastry and laminated dough', skill_level: 'advanced', is_safety_sensitive: false },
  { key: 'bread_dough', display_name: 'Bread dough and kneading', skill_level: 'intermediate', is_safety_sensitive: false },
  { key: 'sauce_making', display_name: 'Sauces and emulsions', skill_level: 'intermediate', is_safety_sensitive: false },
  { key: 'butchery', display_name: 'Butchery and raw meat handling', skill_level: 'intermediate', is_safety_sensitive: true },
  { key: 'fish_prep', display_name: 'Fish and seafood preparation', skill_level: 'intermediate', is_safety_sensitive: true },
  { key: 'grilling', display_name: 'Grilling and searing', skill_level: 'intermediate', is_safety_sensitive: true },
  { key: 'egg_cookery', display_name: 'Egg cookery', skill_level: 'beginner', is_safety_sensitive: false },
  { key: 'measuring', display_name: 'Measuring and mixing', skill_level: 'beginner', is_safety_sensitive: false },
  { key: 'plating', display_name: 'Plating and garnishing', skill_level: 'beginner', is_safety_sensitive: false },
  { key: 'candy_caramel', display_name: 'Caramel and sugar work', skill_level: 'advanced', is_safety_sensitive: true },
  { key: 'dishwashing', display_name: 'Dishwashing and cleanup', skill_level: 'beginner', is_safety_sensitive: false },
] as const satisfies ReadonlyArray<{
  key: string;
  display_name: string;
  skill_level: (typeof SKILL_LEVELS)[number];
  is_safety_sensitive: boolean;
}>;

export type SkillKey = (typeof SKILL_CATALOGUE)[number]['key'];
export const SKILL_KEYS = SKILL_CATALOGUE.map((s) => s.key) as [SkillKey, ...SkillKey[]];
export const skillKey = z.enum(SKILL_KEYS);

export const skillSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  display_name: z.string(),
  skill_level: z.string(),
  is_safety_sensitive: z.boolean(),
});
export type Skill = z.infer<typeof skillSchema>;
