import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { localText } from '@brigade/contracts';
import { T, useLanguage, useT } from '../../i18n';
import { Banner, Button, Spinner } from '../../ui';
import { groupByDish } from './band-layout';
import { DependencyPanel } from './DependencyPanel';
import { clearComputedLayout, clearPositions, hasComputedLayout, warmUpLayout } from './layout-client';
import { TaskFlow, type FlowEdge, type FlowTask, type GraphSelection } from './TaskFlow';
import type { TaskChanges } from './TaskCard';
import { readyTaskIds, taskMapPositionsKey } from './task-display';
import { useMapLive } from './use-map-live';
import { cycleMessage, errorReason, localCycleMessage } from './graph-edit';

/** The task map of a session (spec 02 §2): the dependency graph of its tasks, live. */
export function TaskMapPage() {
  const { sessionCode = '' } = useParams();
  const t = useT();
  usePageTitle(t('recipes.map.pageTitle'));
  if (!sessionCode) {
    return (
      <div className="page">
        <p>{t('recipes.map.noCode')}</p>
      </div>
    );
  }
  return <TaskMap code={sessionCode} />;
}

function TaskMap({ code }: { code: string }) {
  const t = useT();
  const lang = useLanguage();
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
      data.tasks.map((task) => String(task.id)),
      data.dependencies,
      data.assignments,
    );
    // Each card in the page's language where the recipe has it (issue 38.2).
    return data.tasks.map((task) => ({ id: String(task.id), task: { ...task, ...localText(task, lang) }, assignment: byTask.get(String(task.id)) ?? null, ready: ready.has(String(task.id)) }));
  }, [data, lang]);

  // One band per dish (recipe copy), in the order the host added them.
  const groups = useMemo(
    () =>
      groupByDish(
        (data?.tasks ?? []).map((task) => ({ id: String(task.id), dishId: task.session_recipe_id, dishName: localText({ name: task.recipe_name, translations: task.recipe_translations }, lang).name })),
        { shared: t('recipes.map.sharedTasks'), dish: t('recipes.map.dish') },
      ),
    [data, t, lang],
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
        setProblem(t('recipes.map.notLoaded'));
        return false;
      }
      const task = current.tasks.find((each) => String(each.id) === taskId);
      if (!task) {
        setProblem(t('recipes.map.taskNotFound'));
        return false;
      }
      const skillsChanged = changes.skill_requirements.join('\n') !== (task.skill_requirements ?? []).join('\n');
      // The card showed the page's language: a text left as shown keeps the task's own.
      const shown = localText(task, lang);
      try {
        await updateTask.mutateAsync({
          code,
          taskId: String(task.original_task_id ?? task.id),
          changes: {
            name: changes.name === shown.name ? task.name : changes.name,
            description: changes.description === shown.description ? task.description : changes.description,
            estimated_duration_minutes: changes.estimated_duration_minutes,
            difficulty_level: changes.difficulty_level as 'beginner',
            ...(skillsChanged ? { skill_requirements: changes.skill_requirements } : {}),
          },
        });
      } catch (error) {
        setProblem(t('recipes.map.saveTaskFailed', { reason: errorReason(t, error) }));
        return false;
      }
      await reload();
      return true;
    },
    [code, reload, updateTask.mutateAsync, t, lang],
  );

  const connect = useCallback(
    async (source: string, target: string) => {
      const current = dataRef.current;
      if (!current) {
        setProblem(t('recipes.map.notLoaded'));
        return;
      }
      if (current.dependencies.some((d) => String(d.depends_on_id) === source && String(d.task_id) === target)) return;
      // A loop is refused here first, naming the tasks as the cards do (the server's refusal names
      // them in their own language); the server still refuses one that a change elsewhere made.
      const names = new Map(current.tasks.map((task) => [String(task.id), localText(task, lang).name]));
      const edges = current.dependencies.map((d) => ({ source: String(d.depends_on_id), target: String(d.task_id) }));
      const loop = localCycleMessage(edges, source, target, (id) => names.get(id) ?? id, t);
      if (loop) {
        setProblem(loop);
        return;
      }
      setProblem(null);
      try {
        await editDependencies.mutateAsync({ code, add: [{ task_id: target, depends_on_id: source }] });
      } catch (error) {
        setProblem(cycleMessage(t, error) ?? t('recipes.map.saveFailed', { reason: errorReason(t, error) }));
        return;
      }
      await reload();
    },
    [code, reload, editDependencies.mutateAsync, t, lang],
  );

  const removeEdges = useCallback(
    async (removed: FlowEdge[]) => {
      setProblem(null);
      try {
        await editDependencies.mutateAsync({ code, remove: removed.map((e) => ({ task_id: e.target, depends_on_id: e.source })) });
      } catch (error) {
        setProblem(t('recipes.map.saveFailed', { reason: errorReason(t, error) }));
        return;
      }
      await reload();
    },
    [code, reload, editDependencies.mutateAsync, t],
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
        <nav className="breadcrumbs" aria-label={t('recipes.nav.breadcrumb')}>
          <Link to={`/sessions/${code}`}>{t('recipes.map.back', { code })}</Link>
        </nav>
        <h1>
          <T id="recipes.map.title" values={{ code }} components={{ 0: <span className="taskmap-code" /> }} />
        </h1>
        <span className={`live-indicator live-${live.status}`} role="status">
          {t(live.status === 'connected' ? 'recipes.map.live.connected' : live.status === 'connecting' ? 'recipes.map.live.connecting' : 'recipes.map.live.disconnected')}
        </span>
        {data && (
          <span className="taskmap-counts">
            <span data-testid="task-count">{t('recipes.map.taskCount', { count: data.tasks.length })}</span> ·{' '}
            <span data-testid="dependency-count">{t('recipes.map.dependencyCount', { count: data.dependencies.length })}</span>
          </span>
        )}
        <div className="taskmap-actions">
          <Button variant={editMode ? 'primary' : 'secondary'} onClick={() => setEditMode((on) => !on)} disabled={!data}>
            {editMode ? t('recipes.map.exitEdit') : t('recipes.map.enterEdit')}
          </Button>
          <Button variant="ghost" onClick={resetLayout}>
            {t('recipes.map.resetLayout')}
          </Button>
        </div>
      </div>
      {editMode && (
        <p className="muted taskmap-hint">{t('recipes.map.editHint')}</p>
      )}
    </div>
  );

  if (graph.isPending) {
    return (
      <div className="page page-wide">
        {header}
        <Spinner label={t('recipes.map.loading')} />
      </div>
    );
  }
  if (graph.isError && !data) {
    return (
      <div className="page page-wide">
        {header}
        <Banner>
          {t('recipes.map.loadFailed')}{' '}
          <Button variant="secondary" onClick={() => void graph.refetch()}>
            {t('recipes.retry')}
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
            <strong>{t('recipes.map.empty')}</strong>
          </p>
          <p className="muted">{t('recipes.map.emptyHint')}</p>
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
                tasks={tasks.map((each) => ({ id: each.id, name: each.task.name }))}
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
