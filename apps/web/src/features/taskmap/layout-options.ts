import {
  BAND_NODE_SEPARATION,
  BAND_RANK_SEPARATION,
  stackBands,
  type BandOutput,
  type LayoutEdge,
  type LayoutGroup,
  type MapLayout,
} from './band-layout';
import { NODE_HEIGHT, NODE_WIDTH } from './task-display';

/**
 * The elk graph of one dish band (issue 17): layered, left to right (time flows right), cards
 * 250x120, nodes BAND_NODE_SEPARATION apart, ranks BAND_RANK_SEPARATION apart. Shared by the
 * layout worker, the unit test and `scripts/bench-taskmap-layout.ts`, so this file must not
 * import elkjs or anything of the DOM: the caller hands in its elk.
 */
export const ELK_BAND_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.layered.spacing.nodeNodeBetweenLayers': String(BAND_RANK_SEPARATION),
  'elk.spacing.nodeNode': String(BAND_NODE_SEPARATION),
  'elk.padding': '[top=0,left=0,bottom=0,right=0]',
  // xyflow draws its own edges, so elk's orthogonal edge routes would be computed for nothing;
  // fewer crossing-minimisation sweeps cost little on a dish of a few dozen tasks.
  'elk.edgeRouting': 'POLYLINE',
  'elk.layered.thoroughness': '3',
};

export interface ElkBandInput {
  id: string;
  layoutOptions: Record<string, string>;
  children: Array<{ id: string; width: number; height: number }>;
  edges: Array<{ id: string; sources: string[]; targets: string[] }>;
}

/** What an elk instance needs to offer (elkjs's ELK, in the worker or under Node). */
export interface ElkLike {
  layout(graph: ElkBandInput): Promise<BandOutput>;
}

/** The elk input for one band; edges leaving the band are dropped (bands are laid out alone). */
export function toElkBand(group: LayoutGroup, edges: readonly LayoutEdge[]): ElkBandInput {
  const inside = new Set(group.nodeIds);
  return {
    id: group.id,
    layoutOptions: ELK_BAND_OPTIONS,
    children: group.nodeIds.map((id) => ({ id, width: NODE_WIDTH, height: NODE_HEIGHT })),
    edges: edges
      .filter((e) => inside.has(e.source) && inside.has(e.target) && e.source !== e.target)
      .map((e) => ({ id: e.id, sources: [e.source], targets: [e.target] })),
  };
}

/**
 * A band's shape: its task count and its dependencies as pairs of positions in the band. Copies of
 * one recipe in a session have the same shape, so elk lays the shape out once and every copy takes
 * the same positions (a layout of one is a layout of the other).
 */
export function bandShape(band: ElkBandInput): string {
  const at = new Map(band.children.map((c, i) => [c.id, i]));
  const pairs = band.edges.map((e) => `${at.get(e.sources[0]!)}>${at.get(e.targets[0]!)}`).sort();
  return `${band.children.length}|${pairs.join(',')}`;
}

/** The map's layout: each dish band laid out by elk, the bands stacked (top-left positions). */
export async function layoutMapWith(elk: ElkLike, groups: readonly LayoutGroup[], edges: readonly LayoutEdge[]): Promise<MapLayout> {
  const laidOut: BandOutput[] = [];
  const byShape = new Map<string, { ids: string[]; out: BandOutput }>();
  // One band after the other: elk is single-threaded anyway, and this keeps memory flat.
  for (const group of groups) {
    if (group.nodeIds.length === 0) {
      laidOut.push({});
      continue;
    }
    const band = toElkBand(group, edges);
    const shape = bandShape(band);
    const same = byShape.get(shape);
    if (same) {
      const position = new Map((same.out.children ?? []).map((c) => [c.id, c]));
      const children = band.children.map((c, i) => ({ ...position.get(same.ids[i]!), id: c.id }));
      laidOut.push({ width: same.out.width, height: same.out.height, children });
      continue;
    }
    const out = await elk.layout(band);
    byShape.set(shape, { ids: band.children.map((c) => c.id), out });
    laidOut.push(out);
  }
  return stackBands(groups, laidOut);
}

/** One message to the worker: every band of a map. */
export interface LayoutRequest {
  requestId: number;
  groups: LayoutGroup[];
  edges: LayoutEdge[];
}

export interface LayoutResponse {
  requestId: number;
  layout?: MapLayout;
  error?: string;
}
