import { NODE_HEIGHT, NODE_SEPARATION, NODE_WIDTH, RANK_SEPARATION } from './task-display';

/**
 * The elk graph of the task map (spec 02 §9): layered, top to bottom, nodes 250x120, ranks 80
 * apart, nodes 50 apart. Shared by the layout worker and `scripts/bench-taskmap-layout.ts`,
 * so this file must not import elkjs or anything of the DOM.
 */
export const ELK_LAYOUT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.layered.spacing.nodeNodeBetweenLayers': String(RANK_SEPARATION),
  'elk.spacing.nodeNode': String(NODE_SEPARATION),
  // Speed for big meals: xyflow draws its own edges, so elk's orthogonal edge routes would be
  // computed for nothing; fewer crossing-minimisation sweeps cost little on recipe graphs.
  'elk.edgeRouting': 'POLYLINE',
  'elk.layered.thoroughness': '3',
};

export interface LayoutEdge {
  id: string;
  source: string;
  target: string;
}

export interface LayoutRequest {
  requestId: number;
  nodeIds: string[];
  edges: LayoutEdge[];
}

export interface LayoutResponse {
  requestId: number;
  positions?: Record<string, { x: number; y: number }>;
  error?: string;
}

export interface ElkGraphInput {
  id: string;
  layoutOptions: Record<string, string>;
  children: Array<{ id: string; width: number; height: number }>;
  edges: Array<{ id: string; sources: string[]; targets: string[] }>;
}

/** The elk input for a set of tasks; edges naming unknown nodes are dropped (elk would throw). */
export function toElkGraph(nodeIds: readonly string[], edges: readonly LayoutEdge[]): ElkGraphInput {
  const known = new Set(nodeIds);
  return {
    id: 'root',
    layoutOptions: ELK_LAYOUT_OPTIONS,
    children: nodeIds.map((id) => ({ id, width: NODE_WIDTH, height: NODE_HEIGHT })),
    edges: edges
      .filter((e) => known.has(e.source) && known.has(e.target) && e.source !== e.target)
      .map((e) => ({ id: e.id, sources: [e.source], targets: [e.target] })),
  };
}

/** Top-left positions by node id from elk's answer. */
export function positionsOf(laidOut: { children?: Array<{ id: string; x?: number; y?: number }> }): Record<string, { x: number; y: number }> {
  const positions: Record<string, { x: number; y: number }> = {};
  for (const child of laidOut.children ?? []) positions[child.id] = { x: child.x ?? 0, y: child.y ?? 0 };
  return positions;
}
