import { useReactFlow, type Viewport } from '@xyflow/react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { MapLayout } from './band-layout';
import type { DependencyEdgeType, MapNode } from './map-nodes';
import { firstViewOptions, firstViewport } from './map-view';
import type { Refit } from './use-map-layout';

interface MapViewportOptions {
  nodes: MapNode[];
  layout: MapLayout | null;
  taskCount: number;
  /** Set here to this map's refit, for the layout's use (useMapLayout). */
  refitRef: RefObject<Refit>;
}

/**
 * The map's view: its frame's size (measured before the map is first drawn), the first view
 * computed from the layout, and, until the person moves or zooms the map, a view that follows the
 * frame and a map laid out again.
 */
export function useMapViewport({ nodes, layout, taskCount, refitRef }: MapViewportOptions) {
  const { fitView, setViewport } = useReactFlow<MapNode, DependencyEdgeType>();
  // A graph laid out again (its tasks changed) is fitted from its own layout, as the first view is:
  // React Flow's fitView counts only cards it has drawn, and a card outside the old view is never
  // drawn (onlyRenderVisibleElements), so a new task off screen would stay off screen.
  const flowBox = useRef<HTMLDivElement>(null);
  refitRef.current = (placed, bands, count) => {
    const box = flowBox.current;
    const view = box ? firstViewport(placed, bands, count, box.clientWidth, box.clientHeight) : null;
    if (view) void setViewport(view);
    else void fitView(firstViewOptions(bands, count));
  };

  const nodesRef = useRef(nodes);
  nodesRef.current = nodes;
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const taskCountRef = useRef(taskCount);
  taskCountRef.current = taskCount;

  // Until the person moves or zooms the map, its view follows its frame: a panel opening beside it
  // (the studio's AI chat) or a window resized keeps every task of the first view on screen.
  const movedByPerson = useRef(false);
  const onMoveStart = useCallback((event: MouseEvent | TouchEvent | null) => {
    if (event) movedByPerson.current = true;
  }, []);

  const fitOptions = useMemo(() => (layout ? firstViewOptions(layout.bands, taskCount) : undefined), [layout, taskCount]);
  // The map's size, read before it is first drawn, gives the first view (see firstViewport).
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const box = flowBox.current;
    if (!box) return;
    // A frame with no size yet (hidden, or not laid out) shows the map once it has one.
    const measure = () => (box.clientWidth > 0 && box.clientHeight > 0 ? { width: box.clientWidth, height: box.clientHeight } : null);
    setSize(measure());
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const now = measure();
      setSize((before) => (before?.width === now?.width && before?.height === now?.height ? before : now));
      const shown = layoutRef.current;
      if (now && shown && !movedByPerson.current) refitRef.current(nodesRef.current, shown.bands, taskCountRef.current);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [refitRef]);
  const [openingView, setOpeningView] = useState<Viewport | null>(null);
  const startView = openingView ?? (layout && size ? firstViewport(nodes, layout.bands, taskCount, size.width, size.height) : null);
  if (startView && !openingView) setOpeningView(startView);

  return { flowBox, size, startView, fitOptions, onMoveStart };
}
