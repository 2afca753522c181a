import { describe, expect, it } from 'vitest';
import { BAND_RANK_SEPARATION, BAND_TITLE_HEIGHT, groupByDish, layoutVersionOf } from './band-layout';
import ELK from 'elkjs/lib/elk.bundled.js';
import { layoutMapWith, type ElkLike } from './layout-options';
import { NODE_HEIGHT, NODE_WIDTH } from './task-display';

const LABELS = { shared: 'Shared tasks', dish: 'Dish' };

const tasks = [
  { id: '1-a', dishId: 1, dishName: 'Greek Salad' },
  { id: '2-a', dishId: 2, dishName: 'Greek Salad' },
  { id: '1-b', dishId: 1, dishName: 'Greek Salad' },
  { id: 'x', dishId: null },
];

describe('dish bands', () => {
  it('groups tasks by dish in the order dishes appear, numbers copies, and puts dishless tasks last', () => {
    const groups = groupByDish(tasks, LABELS);
    expect(groups.map((g) => [g.label, g.nodeIds])).toEqual([
      ['Greek Salad (1)', ['1-a', '1-b']],
      ['Greek Salad (2)', ['2-a']],
      ['Shared tasks', ['x']],
    ]);
  });

  it('lays each dish out left to right with elk in its own band, bands stacked without overlapping', async () => {
    const groups = groupByDish(tasks, LABELS);
    // The worker's engine, bundled, under Node.
    const layout = await layoutMapWith(new ELK() as unknown as ElkLike, groups, [{ id: 'e', source: '1-a', target: '1-b' }]);
    const a = layout.positions['1-a']!;
    const b = layout.positions['1-b']!;
    // A dependency points right: the later task is a whole card to the right.
    expect(b.x).toBeGreaterThanOrEqual(a.x + NODE_WIDTH);
    // The band's spacing: ranks BAND_RANK_SEPARATION apart, on one row.
    expect(b.x - a.x).toBe(NODE_WIDTH + BAND_RANK_SEPARATION);
    expect(b.y).toBe(a.y);
    for (const [i, band] of layout.bands.entries()) {
      for (const id of band.nodeIds) {
        const p = layout.positions[id]!;
        expect(p.y).toBeGreaterThanOrEqual(band.y + BAND_TITLE_HEIGHT);
        expect(p.y + NODE_HEIGHT).toBeLessThanOrEqual(band.y + band.height);
      }
      const next = layout.bands[i + 1];
      if (next) expect(next.y).toBeGreaterThan(band.y + band.height);
    }
  });

  it('lays out copies of one recipe once: every copy takes the same positions in its own band', async () => {
    // Three copies of a three-task recipe (a -> c, b -> c), and one dish of another shape.
    const copy = (n: number) => [`${n}-a`, `${n}-b`, `${n}-c`].map((id) => ({ id, dishId: n, dishName: 'Pesto' }));
    const groups = groupByDish([...copy(1), ...copy(2), ...copy(3), { id: '4-a', dishId: 4, dishName: 'Tea' }, { id: '4-b', dishId: 4, dishName: 'Tea' }], LABELS);
    const edges = [1, 2, 3].flatMap((n) => [
      { id: `${n}ac`, source: `${n}-a`, target: `${n}-c` },
      { id: `${n}bc`, source: `${n}-b`, target: `${n}-c` },
    ]);
    // Copy 3 lists its dependencies in the other order: the same shape still.
    edges.push(edges.splice(4, 1)[0]!);
    edges.push({ id: '4ab', source: '4-a', target: '4-b' });
    const engine = new ELK() as unknown as ElkLike;
    const calls: number[] = [];
    const counting: ElkLike = { layout: (graph) => (calls.push(graph.children.length), engine.layout(graph)) };
    const layout = await layoutMapWith(counting, groups, edges);
    expect(calls).toEqual([3, 2]);
    const inBand = (id: string) => {
      const band = layout.bands.find((b) => b.nodeIds.includes(id))!;
      return { x: layout.positions[id]!.x - band.x, y: layout.positions[id]!.y - band.y };
    };
    for (const n of [2, 3]) for (const t of ['a', 'b', 'c']) expect(inBand(`${n}-${t}`)).toEqual(inBand(`1-${t}`));
    // Each copy has a band of its own, the same size, one under the other.
    const [b1, b2, b3] = layout.bands;
    expect([b2!.height, b3!.height]).toEqual([b1!.height, b1!.height]);
    expect(b3!.y).toBeGreaterThan(b2!.y + b2!.height);
    expect(layout.positions['1-c']!.x).toBeGreaterThanOrEqual(layout.positions['1-a']!.x + NODE_WIDTH);
  });

  it('versions the layout by its tasks and dishes only', () => {
    expect(layoutVersionOf(groupByDish(tasks, LABELS))).toBe(layoutVersionOf(groupByDish(tasks, LABELS)));
    expect(layoutVersionOf(groupByDish(tasks, LABELS))).not.toBe(layoutVersionOf(groupByDish(tasks.slice(1), LABELS)));
  });
});
