import type { Skill } from '@brigade/contracts';
import { skills, type SkillRow } from '@brigade/db';
import type { AppDeps } from '../deps';

export function toSkill(row: SkillRow): Skill {
  return { id: row.id, key: row.key, display_name: row.display_name, skill_level: row.skill_level, is_safety_sensitive: row.is_safety_sensitive === 1 };
}

export async function listSkills(deps: AppDeps): Promise<Skill[]> {
  return (await skills.listSkills(deps.db)).map(toSkill);
}
