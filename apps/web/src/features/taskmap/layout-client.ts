import type { LayoutEdge, LayoutResponse } from './layout-options';
import { NODE_HEIGHT, NODE_WIDTH } from './task-display';

export type Positions = Record<string, { x: number; y: number }>;

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (p: Positions) => void; reject: (e: Error) => void }>();

function layoutWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./elk-layout.worker.ts', import.meta.url), { type: 'module', name: 'elk-layout' });
  worker.onmessage = (event: MessageEvent<LayoutResponse>) => {
    const entry = waiting.get(event.data.requestId);
    if (!entry) return;
    waiting.delete(event.data.requestId);
    if (event.data.positions) entry.resolve(event.data.positions);
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

/** A plain grid, used only if the worker cannot run (the map stays usable). */
export function gridPositions(nodeIds: readonly string[]): Positions {
  const perRow = Math.max(1, Math.ceil(Math.sqrt(nodeIds.length)));
  const positions: Positions = {};
  nodeIds.forEach((id, i) => {
    positions[id] = { x: (i % perRow) * (NODE_WIDTH + 50), y: Math.floor(i / perRow) * (NODE_HEIGHT + 80) };
  });
  return positions;
}

/** Lays the graph out with elk in the shared worker. */
export function layoutInWorker(nodeIds: string[], edges: LayoutEdge[]): Promise<Positions> {
  if (nodeIds.length === 0) return Promise.resolve({});
  return new Promise<Positions>((resolve, reject) => {
    const requestId = nextId++;
    waiting.set(requestId, { resolve, reject });
    try {
      layoutWorker().postMessage({ requestId, nodeIds, edges });
    } catch (error) {
      waiting.delete(requestId);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
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
 * Starts the worker and lays out a two-node graph while the map's data is still loading, so
 * the download, parse and first compilation of elk (~441 KB gzip) overlap the network call.
 */
export function warmUpLayout(): void {
  layoutInWorker(['warm-a', 'warm-b'], [{ id: 'warm', source: 'warm-a', target: 'warm-b' }]).catch(() => undefined);
}
