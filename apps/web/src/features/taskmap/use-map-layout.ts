import { useNodesState } from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { layoutVersionOf, type Band, type LayoutGroup, type MapLayout } from './band-layout';
import { clearComputedLayout, clearPositions, gridLayout, layoutMap, readComputedLayout, readPositions, writeComputedLayout, writePositions, type Positions } from './layout-client';
import type { MapNode } from './map-nodes';
import { FIT_ALL_UP_TO, mapNodes, type FlowTask } from './map-view';
import type { FlowEdge } from './use-edge-editing';

/** Fits the view to a map laid out again (see useMapViewport). */
export type Refit = (placed: readonly MapNode[], bands: readonly Band[], taskCount: number) => void;

interface MapLayoutOptions {
  tasks: FlowTask[];
  edges: FlowEdge[];
  /** Tasks by dish, one band each; default: one band of every task. */
  groups?: LayoutGroup[];
  storageKey: string;
  /** Bump to forget saved positions and lay the graph out again. */
  layoutVersion: number;
  /** Called (through the ref, after the placement) when a shown map is laid out again. */
  refitRef: RefObject<Refit>;
}

/**
 * Where the map's cards and bands stand: laid out once per graph version (its tasks and their
 * dishes) by elk's worker and kept, a reopened map placed in its first render, saved drags winning;
 * new data for the same tasks changes only the cards.
 */
export function useMapLayout({ tasks, edges, groups: givenGroups, storageKey, layoutVersion, refitRef }: MapLayoutOptions) {
  // Without dishes, one band of every task, without a title.
  const groups = useMemo<LayoutGroup[]>(() => givenGroups ?? (tasks.length > 0 ? [{ id: 'shared', label: '', nodeIds: tasks.map((t) => t.id) }] : []), [givenGroups, tasks]);
  const version = layoutVersionOf(groups);
  // A kept layout is placed in the first render (no 'Laying out' pass, no effect round trip).
  const [initial] = useState(() => {
    const kept = readComputedLayout(storageKey, version);
    return kept ? { layout: kept, nodes: mapNodes(kept, tasks, groups, readPositions(storageKey)) } : null;
  });
  const [nodes, setNodes, onNodesChange] = useNodesState<MapNode>(initial?.nodes ?? []);
  const [layout, setLayout] = useState<MapLayout | null>(initial?.layout ?? null);
  const tasksRef = useRef(tasks);
  tasksRef.current = tasks;
  const edgesRef = useRef(edges);
  edgesRef.current = edges;
  const lastLayoutVersion = useRef(layoutVersion);

  const groupsRef = useRef(groups);
  groupsRef.current = groups;
  const placedAtStart = useRef(initial !== null);

  // Lay out once per graph version (the tasks and their dishes) and keep it: a reopened map uses
  // the stored layout at once; dependency edits and live events move nothing. Saved drags win.
  useEffect(() => {
    let cancelled = false;
    let firstBandShown = false;
    const reset = lastLayoutVersion.current !== layoutVersion;
    lastLayoutVersion.current = layoutVersion;
    if (reset) {
      clearPositions(storageKey);
      clearComputedLayout(storageKey);
    }
    // `partial`: only the first band is laid out yet (a big map opens there); the rest follows.
    const place = (computed: MapLayout, partial = false) => {
      if (cancelled) return;
      const saved = reset ? {} : readPositions(storageKey);
      const next = mapNodes(computed, tasksRef.current, groupsRef.current, saved, partial);
      const taskCount = next.filter((n) => n.type === 'task').length;
      setNodes(next);
      setLayout((previous) => {
        // The rest of a map that opened on its first band keeps the view the person has.
        if (previous && !firstBandShown) globalThis.setTimeout(() => refitRef.current(next, computed.bands, taskCount), 0);
        return computed;
      });
      firstBandShown = partial;
    };
    const placed = placedAtStart.current;
    placedAtStart.current = false;
    const cached = reset ? null : readComputedLayout(storageKey, version);
    if (cached) {
      // Already on the map when the first render found it kept.
      if (!placed) place(cached);
    } else {
      // Not laid out yet: a short 'Laying out tasks...' until elk's worker answers. A map too big to
      // show whole opens on its first dish band, so that band is laid out (and shown) first.
      const current = groupsRef.current;
      let whole = false;
      const taskCount = current.reduce((n, g) => n + g.nodeIds.length, 0);
      if (taskCount > FIT_ALL_UP_TO && current.length > 1) {
        layoutMap(current.slice(0, 1), edgesRef.current).then(
          (first) => {
            if (!whole) place(first, true);
          },
          () => undefined,
        );
      }
      layoutMap(current, edgesRef.current).then(
        (computed) => {
          whole = true;
          if (cancelled) return;
          writeComputedLayout(storageKey, version, computed);
          place(computed);
        },
        (error: unknown) => {
          console.warn('Task layout failed; using a grid', error);
          place(gridLayout(current));
        },
      );
    }
    return () => {
      cancelled = true;
    };
  }, [version, storageKey, layoutVersion, setNodes, refitRef]);

  // New data for the same tasks (reloads, live events): only the cards change.
  useEffect(() => {
    const byId = new Map(tasks.map((t) => [t.id, t]));
    setNodes((previous) => {
      let changed = false;
      const next = previous.map((n) => {
        if (n.type !== 'task') return n;
        const t = byId.get(n.id);
        if (!t) return n;
        const assignment = t.assignment ?? null;
        if (t.task === n.data.task && assignment === n.data.assignment && t.ready === n.data.ready) return n;
        changed = true;
        return { ...n, data: { task: t.task, assignment, ready: t.ready } };
      });
      return changed ? next : previous;
    });
  }, [tasks, setNodes]);

  const nodesRef = useRef(nodes);
  nodesRef.current = nodes;
  // A card dragged by the person stays where it was put (kept per map).
  const onNodeDragStop = useCallback(() => {
    const positions: Positions = {};
    for (const n of nodesRef.current) {
      if (n.type === 'task') positions[n.id] = { x: Math.round(n.position.x), y: Math.round(n.position.y) };
    }
    writePositions(storageKey, positions);
  }, [storageKey]);

  return { nodes, onNodesChange, layout, onNodeDragStop };
}
