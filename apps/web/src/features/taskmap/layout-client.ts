import { stackBands, type LayoutGroup, type MapLayout, type Positions } from './band-layout';
import { NODE_HEIGHT, NODE_WIDTH } from './task-display';

export type { Positions };

/** A plain grid, used only if the layout fails (the map stays usable). */
export function gridPositions(nodeIds: readonly string[]): Positions {
  const perRow = Math.max(1, Math.ceil(Math.sqrt(nodeIds.length)));
  const positions: Positions = {};
  nodeIds.forEach((id, i) => {
    positions[id] = { x: (i % perRow) * (NODE_WIDTH + 50), y: Math.floor(i / perRow) * (NODE_HEIGHT + 80) };
  });
  return positions;
}

/** Grid positions per band, stacked like the worker's bands. */
export function gridLayout(groups: readonly LayoutGroup[]): MapLayout {
  return stackBands(
    groups,
    groups.map((g) => ({ children: Object.entries(gridPositions(g.nodeIds)).map(([id, p]) => ({ id, ...p })) })),
  );
}

/** Saved node positions of one graph (spec 02 §3, local browser storage). */
export function readPositions(key: string): Positions {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Positions) : {};
  } catch {
    return {};
  }
}

export function writePositions(key: string, positions: Positions): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(positions));
  } catch {
    // Storage full or refused: positions simply are not remembered.
  }
}

export function clearPositions(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The computed layout of a graph version, kept in memory and in local storage: a reopened map
 * (or the same map after a reload) shows at once, without laying out again. A new version (tasks added or
 * removed, dishes changed) lays out again; dependency edits do not move anything.
 */
const computed = new Map<string, { version: string; layout: MapLayout }>();
const layoutStorageKey = (key: string) => `${key}:layout`;

export function readComputedLayout(key: string, version: string): MapLayout | null {
  const inMemory = computed.get(key);
  if (inMemory?.version === version) return inMemory.layout;
  try {
    const raw = globalThis.localStorage?.getItem(layoutStorageKey(key));
    const value = raw ? (JSON.parse(raw) as { version?: string; layout?: MapLayout }) : null;
    if (value?.version === version && value.layout?.positions && Array.isArray(value.layout.bands)) {
      computed.set(key, { version, layout: value.layout });
      return value.layout;
    }
  } catch {
    // Unreadable: lay out again.
  }
  return null;
}

export function writeComputedLayout(key: string, version: string, layout: MapLayout): void {
  computed.set(key, { version, layout });
  try {
    globalThis.localStorage?.setItem(layoutStorageKey(key), JSON.stringify({ version, layout }));
  } catch {
    // Storage full: kept in memory for this visit.
  }
}

export function clearComputedLayout(key: string): void {
  computed.delete(key);
  try {
    globalThis.localStorage?.removeItem(layoutStorageKey(key));
  } catch {
    // Nothing to clear.
  }
}
