/**
 * Fixed-station mode (spec 01 §2, Station Assignment "fixed = participants stay at assigned
 * stations"). A task is done at its first piece of equipment; the meal's stations are those, the
 * busiest first. Cooks take them in turn in the order they joined, counting every cook still in
 * the session (away ones too), so a cook's station does not move when another cook drops out or
 * comes back; a removed cook's place is given up. The planner keeps each cook at their own station
 * where it can, and the cook screen and the host board show it: both read this one function.
 */

/** Where a task is done: its first piece of equipment (none for a task that needs none). */
export function taskStation(equipmentJson: string): string | undefined {
  const equipment = JSON.parse(equipmentJson) as string[];
  return equipment[0];
}

/** The stations of a meal, most used first (ties by name, so the order is stable). */
export function stationsByUse(stations: ReadonlyArray<string | undefined>): string[] {
  const uses = new Map<string, number>();
  for (const s of stations) if (s) uses.set(s, (uses.get(s) ?? 0) + 1);
  return [...uses].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([station]) => station);
}

/**
 * Each cook's home station in a fixed-station session, by participant id; empty in rotation mode
 * or for a meal whose tasks need no equipment. `people` are the cooks still in the session in the
 * order they joined (ids ascending).
 */
export function homeStations(
  preference: string,
  people: ReadonlyArray<{ id: number }>,
  tasks: ReadonlyArray<{ equipment: string }>,
): Map<number, string> {
  if (preference !== 'fixed') return new Map();
  const stations = stationsByUse(tasks.map((t) => taskStation(t.equipment)));
  if (stations.length === 0) return new Map();
  const ordered = [...people].sort((a, b) => a.id - b.id);
  return new Map(ordered.map((p, i) => [p.id, stations[i % stations.length]!]));
}
