import { NODE_HEIGHT, NODE_WIDTH } from './task-display';

/**
 * The task map's layout by dish (issue 17): each dish is a band, its tasks laid out left to right
 * (elk's layered algorithm, time flowing right, in a worker; layout-options.ts), bands stacked top to bottom with a title above
 * each. Tasks of no dish get a band of their own. Edges between dishes stay on the map but do not
 * pull the bands into each other. Pure (no DOM): the bench script uses it under Node too.
 */

/** Within a band: nodes 16 apart, ranks 60 apart (tighter than one big graph: bands separate dishes). */
export const BAND_NODE_SEPARATION = 16;
export const BAND_RANK_SEPARATION = 60;
/** Room above a band for its title (flow units; the title is drawn at 52 px so it reads when zoomed out). */
export const BAND_TITLE_HEIGHT = 72;
/** Inner margin of a band and the gap between two bands. */
export const BAND_PADDING = 16;
export const BAND_GAP = 32;

export interface LayoutGroup {
  id: string;
  /** The dish's name, shown above its band. */
  label: string;
  nodeIds: string[];
}

export interface LayoutEdge {
  id: string;
  source: string;
  target: string;
}

export type Positions = Record<string, { x: number; y: number }>;

/** A dish band on the map: its title and the rectangle around its tasks (flow units). */
export interface Band {
  id: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  nodeIds: string[];
}

export interface MapLayout {
  positions: Positions;
  bands: Band[];
}

/** One band laid out: top-left positions of its tasks, from 0,0. */
export interface BandOutput {
  width?: number;
  height?: number;
  children?: Array<{ id: string; x?: number; y?: number }>;
}

/** Stacks laid-out bands top to bottom, each under its title, in the order of `groups`. */
export function stackBands(groups: readonly LayoutGroup[], laidOut: readonly BandOutput[]): MapLayout {
  const positions: Positions = {};
  const bands: Band[] = [];
  let top = 0;
  groups.forEach((group, i) => {
    const out = laidOut[i] ?? {};
    let width = 0;
    let height = 0;
    for (const child of out.children ?? []) {
      width = Math.max(width, (child.x ?? 0) + NODE_WIDTH);
      height = Math.max(height, (child.y ?? 0) + NODE_HEIGHT);
    }
    const originX = BAND_PADDING;
    const originY = top + BAND_TITLE_HEIGHT;
    for (const child of out.children ?? []) positions[child.id] = { x: originX + (child.x ?? 0), y: originY + (child.y ?? 0) };
    bands.push({
      id: group.id,
      label: group.label,
      x: 0,
      y: top,
      width: width + 2 * BAND_PADDING,
      height: BAND_TITLE_HEIGHT + height + BAND_PADDING,
      nodeIds: group.nodeIds,
    });
    top += BAND_TITLE_HEIGHT + height + BAND_PADDING + BAND_GAP;
  });
  // Bands share one width, so the map reads as rows.
  const widest = Math.max(0, ...bands.map((b) => b.width));
  for (const band of bands) band.width = widest;
  return { positions, bands };
}

/** The band titles that are not a dish's name, in the page's language. */
export interface DishLabels {
  /** The band of tasks without a dish ('Shared tasks'). */
  shared: string;
  /** A dish without a name ('Dish'). */
  dish: string;
}

/**
 * Groups tasks by dish, in the order dishes first appear; tasks without a dish go last, in a band
 * of their own ('Shared tasks'). One dish only (a recipe in the studio) gives one band.
 */
export function groupByDish(
  tasks: ReadonlyArray<{ id: string; dishId?: string | number | null; dishName?: string | null }>,
  labels: DishLabels,
): LayoutGroup[] {
  const groups = new Map<string, LayoutGroup>();
  const shared: string[] = [];
  for (const t of tasks) {
    if (t.dishId === undefined || t.dishId === null || t.dishId === '') {
      shared.push(t.id);
      continue;
    }
    const key = String(t.dishId);
    let group = groups.get(key);
    if (!group) {
      group = { id: `dish-${key}`, label: t.dishName || labels.dish, nodeIds: [] };
      groups.set(key, group);
    }
    group.nodeIds.push(t.id);
  }
  const result = [...groups.values()];
  // Two copies of one recipe: 'Greek Salad (1)', 'Greek Salad (2)'.
  const seen = new Map<string, number>();
  for (const g of result) seen.set(g.label, (seen.get(g.label) ?? 0) + 1);
  const counter = new Map<string, number>();
  for (const g of result) {
    if ((seen.get(g.label) ?? 0) > 1) {
      const n = (counter.get(g.label) ?? 0) + 1;
      counter.set(g.label, n);
      g.label = `${g.label} (${n})`;
    }
  }
  if (shared.length > 0) result.push({ id: 'shared', label: result.length > 0 ? labels.shared : '', nodeIds: shared });
  return result;
}

/** A version of the layout's input: the same tasks in the same dishes lay out the same. */
export function layoutVersionOf(groups: readonly LayoutGroup[]): string {
  const text = groups.map((g) => `${g.id}:${g.label}:${g.nodeIds.join(',')}`).join('|');
  // FNV-1a, 32 bit: a short key for storage; collisions only cost a fresh layout.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${groups.reduce((n, g) => n + g.nodeIds.length, 0)}-${hash.toString(36)}`;
}
