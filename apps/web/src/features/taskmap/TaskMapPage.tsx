import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { Banner, Button, Spinner } from '../../ui';
import { groupByDish } from './band-layout';
import { DependencyPanel } from './DependencyPanel';
import { clearComputedLayout, clearPositions, hasComputedLayout, warmUpLayout } from './layout-client';
import { TaskFlow, type FlowEdge, type FlowTask, type GraphSelection } from './TaskFlow';
import type { TaskChanges } from './TaskCard';
import { readyTaskIds, taskMapPositionsKey } from './task-display';
import { useMapLive } from './use-map-live';
import { cycleMessage, errorReason } from './graph-edit';

/** The task map of a session (spec 02 §2): the dependency graph of its tasks, live. */
export function TaskMapPage() {
  const { sessionCode = '' } = useParams();
  usePageTitle('Task Map');
  if (!sessionCode) {
    return (
      <div className="page">
        <p>No session code provided.</p>
      </div>
    );
  }
  return <TaskMap code={sessionCode} />;
}

function TaskMap({ code }: { code: string }) {
  const live = useMapLive(code);
  const utils = trpc.useUtils();
  const graph = trpc.sessions.taskGraph.useQuery({ code }, { refetchInterval: live.refetchInterval, retry: 1 });
  const updateTask = trpc.sessions.updateTask.useMutation();
  const editDependencies = trpc.sessions.editDependencies.useMutation();
  const [editMode, setEditMode] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [selection, setSelection] = useState<GraphSelection | null>(null);
  const [editTaskId, setEditTaskId] = useState<string | null>(null);
  const clearEditRequest = useCallback(() => setEditTaskId(null), []);
  const storageKey = taskMapPositionsKey(code);
  // Start elk's worker while the graph loads, so a map without a kept layout lays out sooner. With
  // a kept layout elk is most likely not needed: its 1.6 MB would only compete for the CPU.
  useEffect(() => {
    if (!hasComputedLayout(storageKey)) warmUpLayout();
  }, [storageKey]);

  const data = graph.data;
  const dataRef = useRef(data);
  dataRef.current = data;

  const tasks = useMemo<FlowTask[]>(() => {
    if (!data) return [];
    const byTask = new Map(data.assignments.map((a) => [String(a.task_id), a]));
    const ready = readyTaskIds(
      data.tasks.map((t) => String(t.id)),
      data.dependencies,
      data.assignments,
    );
    return data.tasks.map((t) => ({ id: String(t.id), task: t, assignment: byTask.get(String(t.id)) ?? null, ready: ready.has(String(t.id)) }));
  }, [data]);

  // One band per dish (recipe copy), in the order the host added them.
  const groups = useMemo(
    () => groupByDish((data?.tasks ?? []).map((t) => ({ id: String(t.id), dishId: t.session_recipe_id, dishName: t.recipe_name }))),
    [data],
  );

  const edges = useMemo<FlowEdge[]>(
    () =>
      (data?.dependencies ?? []).map((d) => ({
        id: `${d.depends_on_id}->${d.task_id}`,
        source: String(d.depends_on_id),
        target: String(d.task_id),
        type: d.type,
      })),
    [data],
  );

  const reload = useCallback(() => utils.sessions.taskGraph.invalidate({ code }), [utils, code]);

  const saveTask = useCallback(
    async (taskId: string, changes: TaskChanges): Promise<boolean> => {
      const current = dataRef.current;
      if (!current) {
        setProblem('Data not loaded yet. Please wait and try again.');
        return false;
      }
      const task = current.tasks.find((t) => String(t.id) === taskId);
      if (!task) {
        setProblem('Failed to save task: Task not found');
        return false;
      }
      const skillsChanged = changes.skill_requirements.join('\n') !== (task.skill_requirements ?? []).join('\n');
      try {
        await updateTask.mutateAsync({
          code,
          taskId: String(task.original_task_id ?? task.id),
          changes: {
            name: changes.name,
            description: changes.description,
            estimated_duration_minutes: changes.estimated_duration_minutes,
            difficulty_level: changes.difficulty_level as 'beginner',
            ...(skillsChanged ? { skill_requirements: changes.skill_requirements } : {}),
          },
        });
      } catch (error) {
        setProblem(`Failed to save task changes: ${errorReason(error)}`);
        return false;
      }
      await reload();
      return true;
    },
    [code, reload, updateTask.mutateAsync],
  );

  const connect = useCallback(
    async (source: string, target: string) => {
      const current = dataRef.current;
      if (!current) {
        setProblem('Data not loaded yet. Please wait and try again.');
        return;
      }
      if (current.dependencies.some((d) => String(d.depends_on_id) === source && String(d.task_id) === target)) return;
      setProblem(null);
      try {
        await editDependencies.mutateAsync({ code, add: [{ task_id: target, depends_on_id: source }] });
      } catch (error) {
        setProblem(cycleMessage(error) ?? `Failed to save changes: ${errorReason(error)}`);
        return;
      }
      await reload();
    },
    [code, reload, editDependencies.mutateAsync],
  );

  const removeEdges = useCallback(
    async (removed: FlowEdge[]) => {
      setProblem(null);
      try {
        await editDependencies.mutateAsync({ code, remove: removed.map((e) => ({ task_id: e.target, depends_on_id: e.source })) });
      } catch (error) {
        setProblem(`Failed to save changes: ${errorReason(error)}`);
        return;
      }
      await reload();
    },
    [code, reload, editDependencies.mutateAsync],
  );

  const onConnectEdge = useCallback((s: string, t: string) => void connect(s, t), [connect]);
  const onDeleteEdges = useCallback((removed: FlowEdge[]) => void removeEdges(removed), [removeEdges]);

  const resetLayout = () => {
    clearPositions(storageKey);
    clearComputedLayout(storageKey);
    globalThis.location.reload();
  };

  const header = (
    <div className="taskmap-header">
      <div className="taskmap-title-row">
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          <Link to={`/sessions/${code}`}>← Session {code}</Link>
        </nav>
        <h1>
          Task Map <span className="taskmap-code">{code}</span>
        </h1>
        <span className={`live-indicator live-${live.status}`} role="status">
          {live.status === 'connected' ? 'Connected' : live.status === 'connecting' ? 'Connecting...' : 'Disconnected'}
        </span>
        {data && (
          <span className="taskmap-counts">
            <span data-testid="task-count">{data.tasks.length} tasks</span> ·{' '}
            <span data-testid="dependency-count">{data.dependencies.length} dependencies</span>
          </span>
        )}
        <div className="taskmap-actions">
          <Button variant={editMode ? 'primary' : 'secondary'} onClick={() => setEditMode((on) => !on)} disabled={!data}>
            {editMode ? 'Exit Edit Mode' : 'Enter Edit Mode'}
          </Button>
          <Button variant="ghost" onClick={resetLayout}>
            Reset Layout
          </Button>
        </div>
      </div>
      {editMode && (
        <p className="muted taskmap-hint">
          Edit mode: choose a task in the panel beside the map (or select its card) to edit it and its dependencies; you can also drag from a card's right point to another card's left point, or
          select an arrow and press Delete.
        </p>
      )}
    </div>
  );

  if (graph.isPending) {
    return (
      <div className="page page-wide">
        {header}
        <Spinner label="Loading task map..." />
      </div>
    );
  }
  if (graph.isError && !data) {
    return (
      <div className="page page-wide">
        {header}
        <Banner>
          Failed to load recipe DAG data{' '}
          <Button variant="secondary" onClick={() => void graph.refetch()}>
            Retry
          </Button>
        </Banner>
      </div>
    );
  }

  return (
    <div className="page page-wide taskmap-page">
      {header}
      {problem && (
        <Banner kind="error" onDismiss={() => setProblem(null)}>
          {problem}
        </Banner>
      )}
      {tasks.length === 0 ? (
        <div className="empty-state">
          <p>
            <strong>No tasks found for this session.</strong>
          </p>
          <p className="muted">Tasks will appear here once the recipe is loaded.</p>
        </div>
      ) : (
        <TaskFlow
          tasks={tasks}
          edges={edges}
          storageKey={storageKey}
          editMode={editMode}
          height="100%"
          groups={groups}
          onSaveTask={saveTask}
          onConnectEdge={onConnectEdge}
          onDeleteEdges={onDeleteEdges}
          onSelectionChange={setSelection}
          editTaskId={editTaskId}
          onEditOpened={clearEditRequest}
          sidebar={
            editMode ? (
              <DependencyPanel
                tasks={tasks.map((t) => ({ id: t.id, name: t.task.name }))}
                groups={groups}
                dependencies={edges}
                selectedTaskId={selection?.type === 'node' ? selection.id : null}
                busy={editDependencies.isPending}
                onAdd={onConnectEdge}
                onRemove={(d) => onDeleteEdges(edges.filter((e) => e.source === d.source && e.target === d.target))}
                onEditTask={setEditTaskId}
              />
            ) : null
          }
        />
      )}
    </div>
  );
}
