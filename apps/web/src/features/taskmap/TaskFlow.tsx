import '@xyflow/react/dist/style.css';
import './taskmap.css';
import {
  Background,
  BaseEdge,
  EdgeLabelRenderer,
  getBezierPath,
  getNodesBounds,
  getViewportForBounds,
  MarkerType,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  useNodesState,
  useReactFlow,
  useStore,
  type ReactFlowState,
  type Connection,
  type Edge,
  type EdgeChange,
  type EdgeProps,
  type Node,
  type NodeProps,
  type OnSelectionChangeParams,
  type Viewport,
} from '@xyflow/react';
import { createContext, memo, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { groupByDish, layoutVersionOf, type Band, type LayoutGroup, type MapLayout } from './band-layout';
import { BandNavigator, MapZoomButtons } from './MapOverview';
import {
  clearComputedLayout,
  clearPositions,
  gridLayout,
  layoutMap,
  readComputedLayout,
  readPositions,
  writeComputedLayout,
  writePositions,
  type Positions,
} from './layout-client';
import { TaskCard, type CardDetail, type CardTask, type SaveTask } from './TaskCard';
import { TaskTypeLegend } from './TaskTypeLegend';
import { markFirstScreen } from '../../app/service-worker';
import { edgeColour, MAX_ZOOM, MIN_ZOOM, NODE_HEIGHT, NODE_WIDTH, STATUS_COLOURS, statusDisplay, type CardAssignment } from './task-display';

/** Semantic zoom: below this zoom a card shows only its name, below the next a summary. */
export const NAME_ONLY_BELOW = 0.6;
export const SUMMARY_BELOW = 0.95;
/** Up to this many tasks the map opens showing all of them; a bigger one opens on its first dish. */
export const FIT_ALL_UP_TO = 60;
/** The first view's margin around the tasks (a fraction of the view): small, every pixel counts. */
const FIRST_VIEW_PADDING = 0.03;

export function cardDetailAt(zoom: number): CardDetail {
  return zoom < NAME_ONLY_BELOW ? 'name' : zoom < SUMMARY_BELOW ? 'summary' : 'full';
}

/** One task of the graph with its assignment (session map) or none (studio). */
export interface FlowTask {
  id: string;
  task: CardTask;
  assignment?: CardAssignment | null;
  /** Its dependencies are met (a session's map: 'Waiting...' rather than 'Not ready' when unassigned). */
  ready?: boolean;
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
  /** Tasks by dish, one band each; default: one band of every task. */
  groups?: LayoutGroup[];
  /** The assignment line on each card (a session's map); off for a recipe outside a session. */
  showStatus?: boolean;
  /** Open this task's editor (zooming to it); `onEditOpened` says it happened. */
  editTaskId?: string | null;
  onEditOpened?: () => void;
  /** Shown in the side column, under the overview (e.g. the map's dependency panel). */
  sidebar?: ReactNode;
  /** Called once the first view is on screen (the render benchmark reads it). */
  onFirstView?: () => void;
}

type TaskNodeData = { task: CardTask; assignment: CardAssignment | null; ready?: boolean } & Record<string, unknown>;
type TaskNodeType = Node<TaskNodeData, 'task'>;
type BandNodeType = Node<{ label: string }, 'band'>;
type MapNode = TaskNodeType | BandNodeType;
type DependencyEdgeType = Edge<{ colour: string }, 'dependency'>;

interface GraphContextValue {
  editMode: boolean;
  showStatus: boolean;
  drafts?: Map<string, unknown>;
  onSaveTask?: SaveTask;
  deleteEdge: (id: string) => void;
  editTaskId?: string | null;
  onEditOpened: (id: string) => void;
}

const GraphContext = createContext<GraphContextValue>({ editMode: false, showStatus: true, deleteEdge: () => undefined, onEditOpened: () => undefined });

const detailSelector = (state: ReactFlowState) => cardDetailAt(state.transform[2]);

const TaskNode = memo(function TaskNode({ id, data }: NodeProps<TaskNodeType>) {
  const { editMode, showStatus, onSaveTask, drafts, editTaskId, onEditOpened } = useContext(GraphContext);
  // Re-renders only when the zoom crosses a threshold, not on every zoom step.
  const detail = useStore(detailSelector);
  return (
    <TaskCard
      task={data.task}
      assignment={data.assignment}
      ready={data.ready}
      editMode={editMode}
      onSave={onSaveTask}
      draftStore={drafts}
      detail={detail}
      showStatus={showStatus}
      editRequested={editTaskId === id}
      onEditStarted={() => onEditOpened(id)}
    />
  );
});

/** A band's title reads at about 18 px on screen whatever the zoom, up to the room its band keeps. */
const titleSizeSelector = (state: ReactFlowState) => Math.min(52, Math.round(18 / Math.max(state.transform[2], 0.05)));

const BandNode = memo(function BandNode({ data }: NodeProps<BandNodeType>) {
  const fontSize = useStore(titleSizeSelector);
  return (
    <div className="task-band">
      {data.label && (
        <span className="task-band-title" style={{ fontSize }}>
          {data.label}
        </span>
      )}
    </div>
  );
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

const nodeTypes = { task: TaskNode, band: BandNode };
const edgeTypes = { dependency: DependencyEdge };
const proOptions = { hideAttribution: true };

function miniMapColour(node: Node): string {
  if (node.type === 'band') return 'rgb(0 0 0 / 4%)';
  const data = node.data as TaskNodeData | undefined;
  return STATUS_COLOURS[statusDisplay(data?.assignment, data?.ready).tone];
}

function bandNode(band: Band): BandNodeType {
  return {
    id: `band:${band.id}`,
    type: 'band',
    position: { x: band.x, y: band.y },
    width: band.width,
    height: band.height,
    style: { width: band.width, height: band.height },
    data: { label: band.label },
    draggable: false,
    selectable: false,
    focusable: false,
    deletable: false,
    zIndex: -1,
  };
}

/** The first view: every task up to FIT_ALL_UP_TO, else the first dish band. */
function firstViewOptions(bands: readonly Band[], taskCount: number) {
  const first = bands[0];
  const nodes = taskCount > FIT_ALL_UP_TO && first ? (first.label ? [{ id: `band:${first.id}` }] : first.nodeIds.map((id) => ({ id }))) : undefined;
  return { padding: FIRST_VIEW_PADDING, maxZoom: 1, ...(nodes ? { nodes } : {}) };
}

/**
 * The first view computed here, from the layout and the map's size, as fitView would (same bounds,
 * padding and zoom limits): React Flow then draws the cards once, at the zoom and detail they open
 * with, instead of drawing them at zoom 1 and again once its fitView has run.
 */
function firstViewport(nodes: readonly MapNode[], bands: readonly Band[], taskCount: number, width: number, height: number): Viewport | null {
  if (width <= 0 || height <= 0 || nodes.length === 0) return null;
  const { nodes: only, padding, maxZoom } = firstViewOptions(bands, taskCount);
  const ids = only ? new Set(only.map((n) => n.id)) : null;
  const shown = ids ? nodes.filter((n) => ids.has(n.id)) : nodes;
  if (shown.length === 0) return null;
  return getViewportForBounds(getNodesBounds([...shown]), width, height, MIN_ZOOM, Math.min(maxZoom, MAX_ZOOM), padding);
}

/** The map's nodes for a layout: its named bands, then its tasks by band (saved drags win). */
function mapNodes(computed: MapLayout, tasks: readonly FlowTask[], groups: readonly LayoutGroup[], saved: Positions, partial = false): MapNode[] {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const taskNodes: TaskNodeType[] = [];
  for (const group of groups) {
    for (const id of group.nodeIds) {
      const t = byId.get(id);
      if (!t || (partial && !computed.positions[id])) continue;
      taskNodes.push({
        id,
        type: 'task',
        position: saved[id] ?? computed.positions[id] ?? { x: 0, y: 0 },
        // Known sizes: cards show and the view fits at once, without waiting to be measured.
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        data: { task: t.task, assignment: t.assignment ?? null, ready: t.ready },
        deletable: false,
      });
    }
  }
  // A recipe on its own (the studio) has one unnamed band: no frame around it.
  return [...computed.bands.filter((b) => b.label).map(bandNode), ...taskNodes];
}

function TaskFlowInner({
  tasks,
  edges,
  storageKey,
  editMode,
  height,
  onSaveTask,
  onConnectEdge,
  onDeleteEdges,
  onSelectionChange,
  layoutVersion = 0,
  groups: givenGroups,
  showStatus = true,
  editTaskId,
  onEditOpened,
  sidebar,
  onFirstView,
}: TaskFlowProps) {
  const groups = useMemo(() => givenGroups ?? groupByDish(tasks.map((t) => ({ id: t.id }))), [givenGroups, tasks]);
  const version = layoutVersionOf(groups);
  // A kept layout is placed in the first render (no 'Laying out' pass, no effect round trip).
  const [initial] = useState(() => {
    const kept = readComputedLayout(storageKey, version);
    return kept ? { layout: kept, nodes: mapNodes(kept, tasks, groups, readPositions(storageKey)) } : null;
  });
  const [nodes, setNodes, onNodesChange] = useNodesState<MapNode>(initial?.nodes ?? []);
  const [layout, setLayout] = useState<MapLayout | null>(initial?.layout ?? null);
  const [selectedEdgeId, setSelectedEdgeId] = useState<string | null>(null);
  const { fitView, getInternalNode, setCenter, setViewport } = useReactFlow<MapNode, DependencyEdgeType>();
  // fitView changes identity once the viewport is ready; the layout must not run again for that.
  const fitViewRef = useRef(fitView);
  fitViewRef.current = fitView;
  // A graph laid out again (its tasks changed) is fitted from its own layout, as the first view is:
  // React Flow's fitView counts only cards it has drawn, and a card outside the old view is never
  // drawn (onlyRenderVisibleElements), so a new task off screen would stay off screen.
  const flowBox = useRef<HTMLDivElement>(null);
  const refit = (placed: readonly MapNode[], bands: readonly Band[], taskCount: number) => {
    const box = flowBox.current;
    const view = box ? firstViewport(placed, bands, taskCount, box.clientWidth, box.clientHeight) : null;
    if (view) void setViewport(view);
    else void fitView(firstViewOptions(bands, taskCount));
  };
  const refitRef = useRef(refit);
  refitRef.current = refit;
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
  }, [version, storageKey, layoutVersion, setNodes]);

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
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const taskCountRef = useRef(tasks.length);
  taskCountRef.current = tasks.length;

  // Until the person moves or zooms the map, its view follows its frame: a panel opening beside it
  // (the studio's AI chat) or a window resized keeps every task of the first view on screen.
  const movedByPerson = useRef(false);
  const onMoveStart = useCallback((event: MouseEvent | TouchEvent | null) => {
    if (event) movedByPerson.current = true;
  }, []);
  const onNodeDragStop = useCallback(() => {
    const positions: Positions = {};
    for (const n of nodesRef.current) {
      if (n.type === 'task') positions[n.id] = { x: Math.round(n.position.x), y: Math.round(n.position.y) };
    }
    writePositions(storageKey, positions);
  }, [storageKey]);

  const selectionChanged = useCallback(
    ({ nodes: selectedNodes, edges: selectedEdges }: OnSelectionChangeParams) => {
      if (!onSelectionChange) return;
      const task = selectedNodes.find((n) => n.type === 'task');
      if (task) onSelectionChange({ type: 'node', id: task.id });
      else if (selectedEdges[0]) onSelectionChange({ type: 'edge', id: selectedEdges[0].id });
      else onSelectionChange(null);
    },
    [onSelectionChange],
  );

  // An editor opened from outside the card: bring the card close enough to read and type in.
  const editOpened = useCallback(
    (id: string) => {
      const node = getInternalNode(id);
      if (node) {
        const { x, y } = node.internals.positionAbsolute;
        void setCenter(x + (node.measured.width ?? 250) / 2, y + 160, { zoom: 1.2, duration: 200 });
      }
      onEditOpened?.();
    },
    [getInternalNode, setCenter, onEditOpened],
  );

  const [drafts] = useState(() => new Map<string, unknown>());
  const context = useMemo<GraphContextValue>(
    () => ({ editMode, showStatus, onSaveTask, deleteEdge, drafts, editTaskId, onEditOpened: editOpened }),
    [editMode, showStatus, onSaveTask, deleteEdge, drafts, editTaskId, editOpened],
  );

  const fitOptions = useMemo(() => (layout ? firstViewOptions(layout.bands, tasks.length) : undefined), [layout, tasks.length]);
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
  }, []);
  const [openingView, setOpeningView] = useState<Viewport | null>(null);
  const startView = openingView ?? (layout && size ? firstViewport(nodes, layout.bands, tasks.length, size.width, size.height) : null);
  if (startView && !openingView) setOpeningView(startView);
  const firstViewSent = useRef(false);
  const onInit = useCallback(() => {
    if (firstViewSent.current) return;
    firstViewSent.current = true;
    markFirstScreen();
    onFirstView?.();
  }, [onFirstView]);

  return (
    <div className="task-flow-frame" style={{ height }}>
      <div className={`task-flow${editMode ? ' task-flow-editing' : ''}`} data-testid="task-flow" ref={flowBox}>
        {!layout || !size ? (
          <div className="task-flow-pending">Laying out tasks...</div>
        ) : (
          <GraphContext.Provider value={context}>
            <ReactFlow<MapNode, DependencyEdgeType>
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
              onInit={onInit}
              onMoveStart={onMoveStart}
              nodesConnectable={editMode}
              edgesFocusable
              deleteKeyCode={editMode ? 'Delete' : null}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              defaultViewport={startView ?? undefined}
              fitView={!startView}
              fitViewOptions={fitOptions}
              onlyRenderVisibleElements
              proOptions={proOptions}
              aria-label="Task map"
            >
              <Background gap={15} />
            </ReactFlow>
          </GraphContext.Provider>
        )}
      </div>
      <aside className="task-flow-side" aria-label="Map overview">
        {layout && (
          <>
            <MapZoomButtons taskCount={tasks.length} />
            <MiniMap nodeColor={miniMapColour} bgColor="#ffffff" maskColor="rgb(200 190 180 / 45%)" pannable zoomable ariaLabel="Overview of the map" />
            <BandNavigator bands={layout.bands} />
          </>
        )}
        <TaskTypeLegend />
        {sidebar}
      </aside>
    </div>
  );
}

/** The dependency graph of tasks (spec 02 §2): dish bands, semantic zoom, overview, legend beside it. */
export function TaskFlow(props: TaskFlowProps) {
  return (
    <ReactFlowProvider>
      <TaskFlowInner {...props} />
    </ReactFlowProvider>
  );
}
