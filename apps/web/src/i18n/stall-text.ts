import type { ApiTextParams } from '@brigade/contracts';
import { equipmentWord } from '../app/kitchen-words';
import { skillName } from '../features/cook/skill-words';
import type { Translate } from './use-t';

/** 'A, B and C' in the page's language (`useFormat().list`). */
export type JoinList = (items: readonly string[]) => string;

/** A param holding a JSON array of keys (packages/contracts api-texts: the stall lines), or null. */
function keysOf(value: string | number | undefined): string[] | null {
  if (typeof value !== 'string') return null;
  try {
    const keys: unknown = JSON.parse(value);
    return Array.isArray(keys) && keys.length > 0 && keys.every((k) => typeof k === 'string') ? (keys as string[]) : null;
  } catch {
    return null;
  }
}

/**
 * The params of a stall line in the page's language: 'Wartet auf: Ofen und Standmixer (…)' rather
 * than the server's English words ('an oven and a stand mixer'). The server sends the keys beside
 * its English (`equipment_keys`, `skill_keys`); equipment is named by `cook.word.equipment.*`,
 * seeded skills by `cook.skill.*` and any other skill by its key, as the server names it.
 *
 * - `undefined`: not a stall line that names things; its params are shown as sent.
 * - `null`: a stall line without keys (a notification stored before they were sent): only the
 *   English reads right, so a translated page shows the server's English line.
 *
 * English pages show the server's own words as sent ('Waiting for an oven (…)'): they are the spec's.
 */
export function stallParams(t: Translate, code: string, params: ApiTextParams, locale: string, list: JoinList): ApiTextParams | null | undefined {
  if (code !== 'stall.equipment' && code !== 'stall.skill') return undefined;
  if (locale === 'en') return params;
  if (code === 'stall.equipment') {
    const keys = keysOf(params.equipment_keys);
    return keys && { ...params, equipment: list(keys.map((key) => equipmentWord(t, key, 'lower'))) };
  }
  const keys = keysOf(params.skill_keys);
  return keys && { ...params, skills: list(keys.map((key) => skillName(t, { key, display_name: key }, 'lower'))) };
}
