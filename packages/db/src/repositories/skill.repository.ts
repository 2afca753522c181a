import type { Queryable } from '../schema';
import type { SkillRow } from '../tables/kitchen.table';

export async function listSkills(db: Queryable): Promise<SkillRow[]> {
  return db.selectFrom('skills').selectAll().orderBy('id').execute();
}

export async function findSkillsByKeys(db: Queryable, keys: string[]): Promise<SkillRow[]> {
  if (keys.length === 0) return [];
  return db.selectFrom('skills').selectAll().where('key', 'in', keys).orderBy('id').execute();
}

/** Inserts catalogue skills that are missing; existing rows keep their ids. */
export async function upsertSkills(
  db: Queryable,
  skills: ReadonlyArray<{ key: string; display_name: string; skill_level: string; is_safety_sensitive: boolean }>,
): Promise<void> {
  for (const s of skills) {
    await db
      .insertInto('skills')
      .values({ key: s.key, display_name: s.display_name, skill_level: s.skill_level, is_safety_sensitive: s.is_safety_sensitive ? 1 : 0 })
      .onConflict((oc) => oc.column('key').doUpdateSet({ display_name: s.display_name, skill_level: s.skill_level, is_safety_sensitive: s.is_safety_sensitive ? 1 : 0 }))
      .execute();
  }
}
