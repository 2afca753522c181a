import { SKILL_CATALOGUE } from '@brigade/contracts';
import type { DB } from './database';
import { upsertSkills } from './repositories/skill.repository';

/**
 * Fills a new (or upgraded) database with what a fresh server needs to be useful at once:
 * the skill catalogue. Safe to run on every start.
 */
export async function seedDatabase(db: DB): Promise<void> {
  await upsertSkills(db, SKILL_CATALOGUE);
}
