/**
 * One preheat per oven temperature (issue 34). Recipes each heat the oven ("Preheat the oven",
 * an oven task with a temperature and nothing before it); two recipes at 200 °C need the oven
 * heated once. Among the preheats not yet started, those at the same temperature, the one the
 * planner really uses (190 °C baking at 200 °C beside a 200 °C dish heats to 200: setting-share
 * in the scheduler), follow one of them: the lead, the one under way if any, else the first.
 * The scheduling problem holds the lead only (its successors wait on it instead of on the
 * followers), and when the lead completes, its followers complete with it.
 */
import { OVEN_SETTING, sharedValues, type SchedulingTask } from '@brigade/domain';
import type { SessionTaskRow } from '@brigade/db';
import { PREHEAT_WORDS } from '@brigade/recipe-ai';

/** Named for heating the oven, in the languages recipes come in (the import's words): "Preheat", "Backofen vorheizen", "Préchauffer le four". */
const HEATS_THE_OVEN = new RegExp(`\\b(?:pre-?)?heat|${PREHEAT_WORDS}`, 'i');

/** A task that only heats the oven: on the oven alone, with a temperature, named for heating it. */
export function isPreheat(t: Pick<SessionTaskRow, 'equipment' | 'oven_temperature_c' | 'name'>): boolean {
  const equipment = JSON.parse(t.equipment) as string[];
  return t.oven_temperature_c !== null && equipment.length === 1 && equipment[0] === 'oven' && HEATS_THE_OVEN.test(t.name);
}

/** The oven temperature each oven task really uses (°C), by task id: its own, or the one it shares. */
export function ovenTemperatures(tasks: ReadonlyArray<Pick<SessionTaskRow, 'id' | 'equipment' | 'oven_temperature_c'>>): Map<string, number> {
  const oven: SchedulingTask[] = tasks
    .filter((t) => t.oven_temperature_c !== null && (JSON.parse(t.equipment) as string[]).includes('oven'))
    .map((t) => ({ id: t.id, duration: 1, predecessors: [], demand: {}, attendance: 'none', setting: { equipment: 'oven', value: t.oven_temperature_c! } }));
  return sharedValues({ tasks: oven, settings: { oven: OVEN_SETTING } });
}

/**
 * Followers of each lead preheat: lead task id -> ids of the unstarted preheats at the same
 * temperature. `status` is each task's assignment status (none: not handed out).
 */
export function preheatGroups(
  tasks: ReadonlyArray<Pick<SessionTaskRow, 'id' | 'equipment' | 'oven_temperature_c' | 'name' | 'position'>>,
  status: ReadonlyMap<string, string>,
): Map<string, string[]> {
  const temps = ovenTemperatures(tasks);
  const open = (id: string): boolean => { const s = status.get(id); return s === undefined || s === 'pending' || s === 'unassignable'; };
  const byTemp = new Map<number, string[]>();
  const sorted = [...tasks].filter(isPreheat).sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  for (const t of sorted) {
    const s = status.get(t.id);
    if (s === 'completed' || s === 'terminated') continue;
    const temp = temps.get(t.id)!;
    byTemp.set(temp, [...(byTemp.get(temp) ?? []), t.id]);
  }
  const groups = new Map<string, string[]>();
  for (const ids of byTemp.values()) {
    const lead = ids.find((id) => status.get(id) === 'in_progress') ?? ids.find(open);
    if (lead === undefined) continue;
    const followers = ids.filter((id) => id !== lead && open(id));
    if (followers.length > 0) groups.set(lead, followers);
  }
  return groups;
}
