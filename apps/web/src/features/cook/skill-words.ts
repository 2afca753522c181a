import type { MessageId, Translate } from '../../i18n/use-t';

/**
 * The seeded skills (packages/contracts SKILL_CATALOGUE, fixed keys) by their message: their names
 * are words of the app, not recipe content. (A list here rather than SKILL_KEYS: contracts' skills
 * module brings zod, which the cook's screens do without.)
 */
const SKILL_NAMES: Record<string, MessageId> = {
  knife_work: 'cook.skill.knife_work',
  advanced_knife_work: 'cook.skill.advanced_knife_work',
  sauteing: 'cook.skill.sauteing',
  deep_frying: 'cook.skill.deep_frying',
  boiling_simmering: 'cook.skill.boiling_simmering',
  roasting: 'cook.skill.roasting',
  baking: 'cook.skill.baking',
  pastry: 'cook.skill.pastry',
  bread_dough: 'cook.skill.bread_dough',
  sauce_making: 'cook.skill.sauce_making',
  butchery: 'cook.skill.butchery',
  fish_prep: 'cook.skill.fish_prep',
  grilling: 'cook.skill.grilling',
  egg_cookery: 'cook.skill.egg_cookery',
  measuring: 'cook.skill.measuring',
  plating: 'cook.skill.plating',
  candy_caramel: 'cook.skill.candy_caramel',
  dishwashing: 'cook.skill.dishwashing',
};

/**
 * A skill's name in the page's language; a skill the catalogue does not know keeps the name it was
 * given. `form: 'lower'` inside a sentence ('Can you do knife work?'): each catalogue says how its
 * language writes the word there (German keeps the noun's capital), as for equipment words.
 */
export function skillName(t: Translate, skill: { key?: string | null; display_name: string }, form?: 'lower'): string {
  const id = skill.key && Object.hasOwn(SKILL_NAMES, skill.key) ? SKILL_NAMES[skill.key] : undefined;
  return id ? t(id, { form }) : skill.display_name;
}
