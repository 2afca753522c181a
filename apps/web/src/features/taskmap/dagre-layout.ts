import { Graph, layout } from '@dagrejs/dagre';
import { BAND_NODE_SEPARATION, BAND_RANK_SEPARATION, stackBands, type BandOutput, type LayoutEdge, type LayoutGroup, type MapLayout } from './band-layout';
import { NODE_HEIGHT, NODE_WIDTH } from './task-display';

/**
 * Lays out one dish band with dagre (layered, left to right): a dish has at most a few dozen
 * tasks, which dagre places in a few milliseconds on the main thread, so the map needs no worker
 * and no 1.6 MB layout engine before its first view. Top-left positions.
 */
export function layoutBand(group: LayoutGroup, edges: readonly LayoutEdge[]): BandOutput {
  const graph = new Graph({ multigraph: false, compound: false });
  graph.setGraph({ rankdir: 'LR', nodesep: BAND_NODE_SEPARATION, ranksep: BAND_RANK_SEPARATION, marginx: 0, marginy: 0, ranker: 'longest-path' });
  graph.setDefaultEdgeLabel(() => ({}));
  const inside = new Set(group.nodeIds);
  for (const id of group.nodeIds) graph.setNode(id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const e of edges) if (inside.has(e.source) && inside.has(e.target) && e.source !== e.target) graph.setEdge(e.source, e.target);
  layout(graph);
  return {
    children: group.nodeIds.map((id) => {
      const node = graph.node(id) as { x: number; y: number } | undefined;
      return { id, x: (node?.x ?? 0) - NODE_WIDTH / 2, y: (node?.y ?? 0) - NODE_HEIGHT / 2 };
    }),
  };
}

/** The map's layout: each dish band laid out, the bands stacked. */
export function layoutMap(groups: readonly LayoutGroup[], edges: readonly LayoutEdge[]): MapLayout {
  return stackBands(
    groups,
    groups.map((g) => (g.nodeIds.length > 0 ? layoutBand(g, edges) : {})),
  );
}
