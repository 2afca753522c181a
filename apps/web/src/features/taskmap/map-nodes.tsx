import {
  BaseEdge,
  EdgeLabelRenderer,
  getBezierPath,
  useStore,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeProps,
  type ReactFlowState,
} from '@xyflow/react';
import { createContext, memo, useContext } from 'react';
import type { Band } from './band-layout';
import { TaskCard, type CardDetail, type CardTask, type SaveTask } from './TaskCard';
import { STATUS_COLOURS, statusTone, type CardAssignment } from './task-display';
import { useT } from '../../i18n';

/** Semantic zoom: below this zoom a card shows only its name, below the next a summary. */
export const NAME_ONLY_BELOW = 0.6;
export const SUMMARY_BELOW = 0.95;

export function cardDetailAt(zoom: number): CardDetail {
  return zoom < NAME_ONLY_BELOW ? 'name' : zoom < SUMMARY_BELOW ? 'summary' : 'full';
}

export type TaskNodeData = { task: CardTask; assignment: CardAssignment | null; ready?: boolean } & Record<string, unknown>;
export type TaskNodeType = Node<TaskNodeData, 'task'>;
export type BandNodeType = Node<{ label: string }, 'band'>;
export type MapNode = TaskNodeType | BandNodeType;
export type DependencyEdgeType = Edge<{ colour: string }, 'dependency'>;

/** What every card and edge of the map reads: the mode, the editors' drafts and the map's actions. */
export interface GraphContextValue {
  editMode: boolean;
  showStatus: boolean;
  drafts?: Map<string, unknown>;
  onSaveTask?: SaveTask;
  deleteEdge: (id: string) => void;
  editTaskId?: string | null;
  onEditOpened: (id: string) => void;
}

export const GraphContext = createContext<GraphContextValue>({ editMode: false, showStatus: true, deleteEdge: () => undefined, onEditOpened: () => undefined });

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

/** The button on a selected edge in edit mode (its words are looked up only while it shows). */
function EdgeDeleteButton({ x, y, onDelete }: { x: number; y: number; onDelete: () => void }) {
  const t = useT();
  return (
    <EdgeLabelRenderer>
      <button
        type="button"
        className="edge-delete-button nodrag nopan"
        style={{ transform: `translate(-50%, -50%) translate(${x}px, ${y}px)` }}
        onClick={onDelete}
        aria-label={t('recipes.map.deleteDependency')}
        title={t('recipes.map.deleteDependency')}
      >
        ×
      </button>
    </EdgeLabelRenderer>
  );
}

const DependencyEdge = memo(function DependencyEdge(props: EdgeProps<DependencyEdgeType>) {
  const { id, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition, selected, markerEnd, style } = props;
  const { editMode, deleteEdge } = useContext(GraphContext);
  const [path, labelX, labelY] = getBezierPath({ sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition });
  return (
    <>
      <BaseEdge id={id} path={path} markerEnd={markerEnd} style={{ ...style, strokeWidth: selected ? 3 : 2 }} />
      {editMode && selected && <EdgeDeleteButton x={labelX} y={labelY} onDelete={() => deleteEdge(id)} />}
    </>
  );
});

export const nodeTypes = { task: TaskNode, band: BandNode };
export const edgeTypes = { dependency: DependencyEdge };

export function miniMapColour(node: Node): string {
  if (node.type === 'band') return 'rgb(0 0 0 / 4%)';
  const data = node.data as TaskNodeData | undefined;
  return STATUS_COLOURS[statusTone(data?.assignment)];
}

export function bandNode(band: Band): BandNodeType {
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
