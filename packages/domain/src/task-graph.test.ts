import { describe, expect, it } from 'vitest';
import { findCycle, topologicalOrder } from './task-graph';

describe('findCycle', () => {
  it('returns null for an acyclic graph', () => {
    expect(findCycle(['a', 'b', 'c'], [{ task: 'b', dependsOn: 'a' }, { task: 'c', dependsOn: 'b' }])).toBeNull();
  });
  it('names the tasks of a cycle in order', () => {
    const cycle = findCycle(
      ['a', 'b', 'c', 'd'],
      [
        { task: 'b', dependsOn: 'a' },
        { task: 'c', dependsOn: 'b' },
        { task: 'a', dependsOn: 'c' },
        { task: 'd', dependsOn: 'a' },
      ],
    );
    expect(cycle).not.toBeNull();
    expect(new Set(cycle)).toEqual(new Set(['a', 'b', 'c']));
  });
  it('finds a self-loop', () => {
    expect(findCycle(['a'], [{ task: 'a', dependsOn: 'a' }])).toEqual(['a']);
  });
});

describe('topologicalOrder', () => {
  it('puts every task after the tasks it depends on', () => {
    const order = topologicalOrder(['c', 'b', 'a'], [{ task: 'c', dependsOn: 'b' }, { task: 'b', dependsOn: 'a' }]);
    expect(order).toEqual(['a', 'b', 'c']);
  });
  it('throws on a cycle', () => {
    expect(() => topologicalOrder(['a', 'b'], [{ task: 'a', dependsOn: 'b' }, { task: 'b', dependsOn: 'a' }])).toThrow();
  });
});
