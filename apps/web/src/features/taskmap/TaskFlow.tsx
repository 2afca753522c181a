import '@xyflow/react/dist/style.css';
import './taskmap.css';
import { Background, MiniMap, ReactFlow, ReactFlowProvider, useReactFlow, type OnSelectionChangeParams } from '@xyflow/react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LayoutGroup } from './band-layout';
import { BandNavigator, MapZoomButtons } from './MapOverview';
import type { SaveTask } from './TaskCard';
import { TaskTypeLegend } from './TaskTypeLegend';
import { markFirstScreen } from '../../app/service-worker';
import { useT } from '../../i18n';
import { MAX_ZOOM, MIN_ZOOM } from './task-display';
import { edgeTypes, GraphContext, miniMapColour, nodeTypes, type DependencyEdgeType, type GraphContextValue, type MapNode } from './map-nodes';
import type { FlowTask } from './map-view';
import { useEdgeEditing, type FlowEdge } from './use-edge-editing';
import { useMapLayout, type Refit } from './use-map-layout';
import { useMapViewport } from './use-map-viewport';

export { cardDetailAt, NAME_ONLY_BELOW, SUMMARY_BELOW } from './map-nodes';
export { FIT_ALL_UP_TO, type FlowTask } from './map-view';
export type { FlowEdge } from './use-edge-editing';

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

const proOptions = { hideAttribution: true };
const noRefit: Refit = () => undefined;

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
  groups,
  showStatus = true,
  editTaskId,
  onEditOpened,
  sidebar,
  onFirstView,
}: TaskFlowProps) {
  const t = useT();
  const refitRef = useRef<Refit>(noRefit);
  const { nodes, onNodesChange, layout, onNodeDragStop } = useMapLayout({ tasks, edges, groups, storageKey, layoutVersion, refitRef });
  const { flowBox, size, startView, fitOptions, onMoveStart } = useMapViewport({ nodes, layout, taskCount: tasks.length, refitRef });
  const { flowEdges, deleteEdge, onEdgesChange, onEdgesDelete, onConnect } = useEdgeEditing({ edges, editMode, onConnectEdge, onDeleteEdges });
  const { getInternalNode, setCenter } = useReactFlow<MapNode, DependencyEdgeType>();

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
          <div className="task-flow-pending">{t('recipes.map.layingOut')}</div>
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
              aria-label={t('recipes.map.label')}
            >
              <Background gap={15} />
            </ReactFlow>
          </GraphContext.Provider>
        )}
      </div>
      <aside className="task-flow-side" aria-label={t('recipes.map.side')}>
        {layout && (
          <>
            <MapZoomButtons taskCount={tasks.length} />
            <MiniMap nodeColor={miniMapColour} bgColor="#ffffff" maskColor="rgb(200 190 180 / 45%)" pannable zoomable ariaLabel={t('recipes.map.miniMap')} />
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
