import { getNodesBounds, getViewportForBounds, type Viewport } from '@xyflow/react';
import type { Band, LayoutGroup, MapLayout } from './band-layout';
import type { Positions } from './layout-client';
import { bandNode, type MapNode, type TaskNodeType } from './map-nodes';
import type { CardTask } from './TaskCard';
import { MAX_ZOOM, MIN_ZOOM, NODE_HEIGHT, NODE_WIDTH, type CardAssignment } from './task-display';

/** Up to this many tasks the map opens showing all of them; a bigger one opens on its first dish. */
export const FIT_ALL_UP_TO = 60;
/** The first view's margin around the tasks (a fraction of the view): small, every pixel counts. */
const FIRST_VIEW_PADDING = 0.03;

/** One task of the graph with its assignment (session map) or none (studio). */
export interface FlowTask {
  id: string;
  task: CardTask;
  assignment?: CardAssignment | null;
  /** Its dependencies are met (a session's map: 'Waiting...' rather than 'Not ready' when unassigned). */
  ready?: boolean;
}

/** The first view: every task up to FIT_ALL_UP_TO, else the first dish band. */
export function firstViewOptions(bands: readonly Band[], taskCount: number) {
  const first = bands[0];
  const nodes = taskCount > FIT_ALL_UP_TO && first ? (first.label ? [{ id: `band:${first.id}` }] : first.nodeIds.map((id) => ({ id }))) : undefined;
  return { padding: FIRST_VIEW_PADDING, maxZoom: 1, ...(nodes ? { nodes } : {}) };
}

/**
 * The first view computed here, from the layout and the map's size, as fitView would (same bounds,
 * padding and zoom limits): React Flow then draws the cards once, at the zoom and detail they open
 * with, instead of drawing them at zoom 1 and again once its fitView has run.
 */
export function firstViewport(nodes: readonly MapNode[], bands: readonly Band[], taskCount: number, width: number, height: number): Viewport | null {
  if (width <= 0 || height <= 0 || nodes.length === 0) return null;
  const { nodes: only, padding, maxZoom } = firstViewOptions(bands, taskCount);
  const ids = only ? new Set(only.map((n) => n.id)) : null;
  const shown = ids ? nodes.filter((n) => ids.has(n.id)) : nodes;
  if (shown.length === 0) return null;
  return getViewportForBounds(getNodesBounds([...shown]), width, height, MIN_ZOOM, Math.min(maxZoom, MAX_ZOOM), padding);
}

/** The map's nodes for a layout: its named bands, then its tasks by band (saved drags win). */
export function mapNodes(computed: MapLayout, tasks: readonly FlowTask[], groups: readonly LayoutGroup[], saved: Positions, partial = false): MapNode[] {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const taskNodes: TaskNodeType[] = [];
  for (const group of groups) {
    for (const id of group.nodeIds) {
      const t = byId.get(id);
      if (!t || (partial && !computed.positions[id])) continue;
      taskNodes.push({
        id,
        type: 'task',
        position: saved[id] ?? computed.positions[id] ?? { x: 0, y: 0 },
        // Known sizes: cards show and the view fits at once, without waiting to be measured.
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        data: { task: t.task, assignment: t.assignment ?? null, ready: t.ready },
        deletable: false,
      });
    }
  }
  // A recipe on its own (the studio) has one unnamed band: no frame around it.
  return [...computed.bands.filter((b) => b.label).map(bandNode), ...taskNodes];
}
