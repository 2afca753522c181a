import '@xyflow/react/dist/style.css';
import './taskmap.css';
import {
  Background,
  BaseEdge,
  Controls,
  EdgeLabelRenderer,
  getBezierPath,
  MarkerType,
  MiniMap,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  useNodesState,
  useReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type EdgeProps,
  type Node,
  type NodeProps,
  type OnSelectionChangeParams,
} from '@xyflow/react';
import { createContext, memo, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { clearPositions, gridPositions, layoutInWorker, readPositions, writePositions, type Positions } from './layout-client';
import { TaskCard, type CardTask, type SaveTask } from './TaskCard';
import { TaskTypeLegend } from './TaskTypeLegend';
import { edgeColour, FIT_PADDING, MAX_ZOOM, MIN_ZOOM, STATUS_COLOURS, statusDisplay, type CardAssignment } from './task-display';

/** One task of the graph with its assignment (session map) or none (studio). */
export interface FlowTask {
  id: string;
  task: CardTask;
  assignment?: CardAssignment | null;
}

/** A dependency: `source` must be finished before `target`. */
export interface FlowEdge {
  id: string;
  source: string;
  target: string;
  /** Dependency type label; 'complete' for every edge the server sends. */
  type?: string;
}

export interface GraphSelection {
  type: 'node' | 'edge';
  id: string;
}

export interface TaskFlowProps {
  tasks: FlowTask[];
  edges: FlowEdge[];
  /** localStorage key of the saved node positions. */
  storageKey: string;
  editMode: boolean;
  /** Pixels, or any CSS height. */
  height: number | string;
  onSaveTask?: SaveTask;
  /** A new edge drawn in edit mode (source before target). */
  onConnectEdge?: (source: string, target: string) => void;
  /** Edges removed in edit mode, by the edge's button or the Delete key. */
  onDeleteEdges?: (edges: FlowEdge[]) => void;
  onSelectionChange?: (selection: GraphSelection | null) => void;
  /** Bump to forget saved positions and lay the graph out again. */
  layoutVersion?: number;
}

type TaskNodeData = { task: CardTask; assignment: CardAssignment | null } & Record<string, unknown>;
type TaskNodeType = Node<TaskNodeData, 'task'>;
type DependencyEdgeType = Edge<{ colour: string }, 'dependency'>;

interface GraphContextValue {
  editMode: boolean;
  drafts?: Map<string, unknown>;
  onSaveTask?: SaveTask;
  deleteEdge: (id: string) => void;
}

const GraphContext = createContext<GraphContextValue>({ editMode: false, deleteEdge: () => undefined });

const TaskNode = memo(function TaskNode({ data }: NodeProps<TaskNodeType>) {
  const { editMode, onSaveTask, drafts } = useContext(GraphContext);
  return <TaskCard task={data.task} assignment={data.assignment} editMode={editMode} onSave={onSaveTask} draftStore={drafts} />;
});

const DependencyEdge = memo(function DependencyEdge(props: EdgeProps<DependencyEdgeType>) {
  const { id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, selected, markerEnd, style } = props;
  const { editMode, deleteEdge } = useContext(GraphContext);
  const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition });
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={{ ...style, strokeWidth: selected ? 3 : 2 }} />
      {editMode && selected && (
        <EdgeLabelRenderer>
          <button
            type="button"
            className="edge-delete-button nodrag nopan"
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
            onClick={() => deleteEdge(id)}
            aria-label="Delete dependency"
            title="Delete dependency"
          >
            ×
          </button>
        </EdgeLabelRenderer>
      )}
    </>
  );
});

const nodeTypes = { task: TaskNode };
const edgeTypes = { dependency: DependencyEdge };
const fitViewOptions = { padding: FIT_PADDING };
const proOptions = { hideAttribution: true };

function miniMapColour(node: Node): string {
  const data = node.data as TaskNodeData | undefined;
  return STATUS_COLOURS[statusDisplay(data?.assignment).tone];
}

const nodeKey = (tasks: FlowTask[]) => tasks.map((t) => t.id).join('|');

function TaskFlowInner({ tasks, edges, storageKey, editMode, height, onSaveTask, onConnectEdge, onDeleteEdges, onSelectionChange, layoutVersion = 0 }: TaskFlowProps) {
  const [nodes, setNodes, onNodesChange] = useNodesState<TaskNodeType>([]);
  const [ready, setReady] = useState(false);
  const [selectedEdgeId, setSelectedEdgeId] = useState<string | null>(null);
  const { fitView } = useReactFlow();
  // fitView changes identity once the viewport is ready; the layout must not run again for that.
  const fitViewRef = useRef(fitView);
  fitViewRef.current = fitView;
  const tasksRef = useRef(tasks);
  tasksRef.current = tasks;
  const edgesRef = useRef(edges);
  edgesRef.current = edges;
  const lastLayoutVersion = useRef(layoutVersion);

  // Lay out when the set of tasks changes (or on Reset Layout); saved and current positions win.
  const ids = nodeKey(tasks);
  useEffect(() => {
    let cancelled = false;
    const reset = lastLayoutVersion.current !== layoutVersion;
    lastLayoutVersion.current = layoutVersion;
    if (reset) clearPositions(storageKey);
    const current = tasksRef.current;
    const nodeIds = current.map((t) => t.id);
    const layoutEdges = edgesRef.current.map(({ id, source, target }) => ({ id, source, target }));
    const place = (computed: Positions) => {
      if (cancelled) return;
      const saved = reset ? {} : readPositions(storageKey);
      setNodes((previous) => {
        const existing = new Map(previous.map((n) => [n.id, n]));
        return tasksRef.current.map((t) => {
          const before = existing.get(t.id);
          // Nodes already on the map keep their place (and their measured size) unless resetting.
          if (before && !reset) return before;
          return {
            id: t.id,
            type: 'task' as const,
            position: saved[t.id] ?? computed[t.id] ?? { x: 0, y: 0 },
            data: { task: t.task, assignment: t.assignment ?? null },
            deletable: false,
          };
        });
      });
      setReady(true);
      if (reset) globalThis.setTimeout(() => void fitViewRef.current(fitViewOptions), 0);
    };
    layoutInWorker(nodeIds, layoutEdges).then(place, (error: unknown) => {
      console.warn('Task layout failed; using a grid', error);
      place(gridPositions(nodeIds));
    });
    return () => {
      cancelled = true;
    };
  }, [ids, storageKey, layoutVersion, setNodes]);

  // New data for the same tasks (reloads, live events): only the cards change.
  useEffect(() => {
    const byId = new Map(tasks.map((t) => [t.id, t]));
    setNodes((previous) => {
      let changed = false;
      const next = previous.map((n) => {
        const t = byId.get(n.id);
        if (!t) return n;
        const assignment = t.assignment ?? null;
        if (t.task === n.data.task && assignment === n.data.assignment) return n;
        changed = true;
        return { ...n, data: { task: t.task, assignment } };
      });
      return changed ? next : previous;
    });
  }, [tasks, setNodes]);

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

  const nodesRef = useRef(nodes);
  nodesRef.current = nodes;
  const onNodeDragStop = useCallback(() => {
    const positions: Positions = {};
    for (const n of nodesRef.current) positions[n.id] = { x: Math.round(n.position.x), y: Math.round(n.position.y) };
    writePositions(storageKey, positions);
  }, [storageKey]);

  const selectionChanged = useCallback(
    ({ nodes: selectedNodes, edges: selectedEdges }: OnSelectionChangeParams) => {
      if (!onSelectionChange) return;
      if (selectedNodes[0]) onSelectionChange({ type: 'node', id: selectedNodes[0].id });
      else if (selectedEdges[0]) onSelectionChange({ type: 'edge', id: selectedEdges[0].id });
      else onSelectionChange(null);
    },
    [onSelectionChange],
  );

  const [drafts] = useState(() => new Map<string, unknown>());
  const context = useMemo<GraphContextValue>(() => ({ editMode, onSaveTask, deleteEdge, drafts }), [editMode, onSaveTask, deleteEdge, drafts]);

  return (
    <div className={`task-flow${editMode ? ' task-flow-editing' : ''}`} style={{ height }} data-testid="task-flow">
      {!ready ? (
        <div className="task-flow-pending">Laying out tasks...</div>
      ) : (
        <GraphContext.Provider value={context}>
          <ReactFlow<TaskNodeType, DependencyEdgeType>
            nodes={nodes}
            edges={flowEdges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onEdgesDelete={onEdgesDelete}
            onConnect={onConnect}
            onNodeDragStop={onNodeDragStop}
            onSelectionChange={selectionChanged}
            nodesConnectable={editMode}
            edgesFocusable
            deleteKeyCode={editMode ? 'Delete' : null}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            fitView
            fitViewOptions={fitViewOptions}
            onlyRenderVisibleElements
            proOptions={proOptions}
          >
            <Panel position="top-left">
              <TaskTypeLegend />
            </Panel>
            <MiniMap nodeColor={miniMapColour} pannable zoomable />
            <Controls />
            <Background gap={15} />
          </ReactFlow>
        </GraphContext.Provider>
      )}
    </div>
  );
}

/** The dependency graph of tasks (spec 02 §2): elk layout in a worker, legend, mini-map, controls. */
export function TaskFlow(props: TaskFlowProps) {
  return (
    <ReactFlowProvider>
      <TaskFlowInner {...props} />
    </ReactFlowProvider>
  );
}
