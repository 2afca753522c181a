import { MarkerType, type Connection, type Edge, type EdgeChange } from '@xyflow/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { DependencyEdgeType } from './map-nodes';
import { edgeColour } from './task-display';

/** A dependency: `source` must be finished before `target`. */
export interface FlowEdge {
  id: string;
  source: string;
  target: string;
  /** Dependency type label; 'complete' for every edge the server sends. */
  type?: string;
}

interface EdgeEditingOptions {
  edges: FlowEdge[];
  editMode: boolean;
  /** A new edge drawn in edit mode (source before target). */
  onConnectEdge?: (source: string, target: string) => void;
  /** Edges removed in edit mode, by the edge's button or the Delete key. */
  onDeleteEdges?: (edges: FlowEdge[]) => void;
}

/**
 * The map's dependency edges and their editing: the selected edge (its delete button shows in edit
 * mode), deleting by button or Delete key, and drawing a new edge between two cards.
 */
export function useEdgeEditing({ edges, editMode, onConnectEdge, onDeleteEdges }: EdgeEditingOptions) {
  const [selectedEdgeId, setSelectedEdgeId] = useState<string | null>(null);
  const edgesRef = useRef(edges);
  edgesRef.current = edges;

  const flowEdges = useMemo<DependencyEdgeType[]>(
    () =>
      edges.map((e) => {
        const colour = edgeColour(e.type);
        return {
          id: e.id,
          source: e.source,
          target: e.target,
          type: 'dependency',
          selected: e.id === selectedEdgeId,
          style: { stroke: colour },
          markerEnd: { type: MarkerType.ArrowClosed, color: colour },
          data: { colour },
        };
      }),
    [edges, selectedEdgeId],
  );

  const deleteEdge = useCallback(
    (id: string) => {
      const edge = edgesRef.current.find((e) => e.id === id);
      if (edge) onDeleteEdges?.([edge]);
      setSelectedEdgeId(null);
    },
    [onDeleteEdges],
  );

  const onEdgesChange = useCallback((changes: EdgeChange<DependencyEdgeType>[]) => {
    for (const change of changes) {
      if (change.type === 'select') setSelectedEdgeId((current) => (change.selected ? change.id : current === change.id ? null : current));
    }
  }, []);

  const onEdgesDelete = useCallback(
    (deleted: Edge[]) => {
      if (!editMode) return;
      const ids = new Set(deleted.map((e) => e.id));
      const removed = edgesRef.current.filter((e) => ids.has(e.id));
      if (removed.length > 0) onDeleteEdges?.(removed);
      setSelectedEdgeId(null);
    },
    [editMode, onDeleteEdges],
  );

  const onConnect = useCallback(
    (connection: Connection) => {
      if (!editMode || !connection.source || !connection.target || connection.source === connection.target) return;
      onConnectEdge?.(connection.source, connection.target);
    },
    [editMode, onConnectEdge],
  );

  return { edgesRef, flowEdges, deleteEdge, onEdgesChange, onEdgesDelete, onConnect };
}
