import { takeEarlyLayoutWorker } from '../../app/early-answers';
import { stackBands, type LayoutEdge, type LayoutGroup, type MapLayout, type Positions } from './band-layout';
import type { LayoutResponse } from './layout-options';
import { NODE_HEIGHT, NODE_WIDTH } from './task-display';

export type { Positions };

/*
 * elk runs in a web worker (elk-layout.worker.ts): its ~1.6 MB engine never blocks the main
 * thread, and it loads only when a map or the studio asks for a layout (or warms it up).
 */
let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (layout: MapLayout) => void; reject: (e: Error) => void }>();

function layoutWorker(): Worker {
  if (worker) return worker;
  // index.html may have started it already, while the app's scripts loaded.
  worker = takeEarlyLayoutWorker() ?? new Worker(new URL('./elk-layout.worker.ts', import.meta.url), { type: 'module', name: 'elk-layout' });
  worker.onmessage = (event: MessageEvent<LayoutResponse>) => {
    const entry = waiting.get(event.data.requestId);
    if (!entry) return;
    waiting.delete(event.data.requestId);
    if (event.data.layout) entry.resolve(event.data.layout);
    else entry.reject(new Error(event.data.error ?? 'Layout failed'));
  };
  worker.onerror = (event) => {
    const failure = new Error(event.message || 'Layout worker failed');
    for (const entry of waiting.values()) entry.reject(failure);
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** Lays out every dish band of a map with elk in the worker (one message), bands stacked. */
export function layoutMap(groups: readonly LayoutGroup[], edges: readonly LayoutEdge[]): Promise<MapLayout> {
  if (groups.every((g) => g.nodeIds.length === 0)) return Promise.resolve(stackBands(groups, []));
  return new Promise<MapLayout>((resolve, reject) => {
    const requestId = nextId++;
    waiting.set(requestId, { resolve, reject });
    try {
      // Plain copies: only what elk needs crosses to the worker.
      const plainEdges = edges.map((e) => ({ id: e.id, source: e.source, target: e.target }));
      const plainGroups = groups.map((g) => ({ id: g.id, label: g.label, nodeIds: [...g.nodeIds] }));
      layoutWorker().postMessage({ requestId, groups: plainGroups, edges: plainEdges });
    } catch (error) {
      waiting.delete(requestId);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/**
 * Starts the worker and lays out a two-task band while the map's data is still loading, so the
 * download, parse and first compilation of elk overlap the network call.
 */
export function warmUpLayout(): void {
  layoutMap([{ id: 'warm', label: '', nodeIds: ['warm-a', 'warm-b'] }], [{ id: 'warm', source: 'warm-a', target: 'warm-b' }]).catch(() => undefined);
}

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

/** A layout of some version of this graph is kept: most likely the current one, so elk is not needed. */
export function hasComputedLayout(key: string): boolean {
  if (computed.has(key)) return true;
  try {
    return globalThis.localStorage?.getItem(layoutStorageKey(key)) != null;
  } catch {
    return false;
  }
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
