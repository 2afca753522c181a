import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../ui';
import { trpc } from '../../app/trpc';
import { useT } from '../../i18n';
import { localCycleMessage } from '../taskmap/graph-edit';
import { TaskFlow, type FlowEdge, type FlowTask, type GraphSelection } from '../taskmap/TaskFlow';
import type { CardTask, SaveTask } from '../taskmap/TaskCard';
import { AiChatPanel, type EditedRecipe, type EditProposal } from './AiChatPanel';

export type DependencyMap = Record<string, string[]>;

export interface WorkspaceRecipe {
  tasks: Array<CardTask & { id: number | string }>;
  task_dependencies: DependencyMap;
}

/** Edges of a `task_dependencies` map (target → sources); ids read source-target (spec 02 §5). */
export function edgesOf(map: DependencyMap): FlowEdge[] {
  const edges: FlowEdge[] = [];
  for (const [target, sources] of Object.entries(map)) {
    for (const source of sources) edges.push({ id: `${source}-${target}`, source: String(source), target, type: 'complete' });
  }
  return edges;
}

export const dependencyCount = (map: DependencyMap) => Object.values(map).reduce((n, sources) => n + sources.length, 0);

interface RecipeWorkspaceProps {
  recipe: WorkspaceRecipe;
  storageKey: string;
  height: number;
  /** What the AI editor receives as `current_recipe`. */
  currentRecipe: Record<string, unknown>;
  onSaveDependencies: (map: DependencyMap) => Promise<boolean>;
  onSaveTask: SaveTask;
  onAiEdited: (data: EditedRecipe, proposal: EditProposal | null) => void;
  notify: (kind: 'success' | 'error', text: string) => void;
}

/** The studio's task graph with its view-mode and edit-mode buttons and the AI chat beside it. */
export function RecipeWorkspace({ recipe, storageKey, height, currentRecipe, onSaveDependencies, onSaveTask, onAiEdited, notify }: RecipeWorkspaceProps) {
  const t = useT();
  const [editMode, setEditMode] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const aiStatus = trpc.studio.aiStatus.useQuery(undefined, { staleTime: 60_000 });
  const [draft, setDraft] = useState<DependencyMap | null>(null);
  const [saving, setSaving] = useState(false);
  const [layoutVersion, setLayoutVersion] = useState(0);
  const [selected, setSelected] = useState<GraphSelection | null>(null);

  const tasks = useMemo<FlowTask[]>(() => recipe.tasks.map((t) => ({ id: String(t.id), task: t })), [recipe.tasks]);
  const map = draft ?? recipe.task_dependencies;
  const edges = useMemo(() => edgesOf(map), [map]);

  const nameOf = useCallback((id: string) => recipe.tasks.find((t) => String(t.id) === id)?.name ?? id, [recipe.tasks]);

  const connect = useCallback(
    (source: string, target: string) => {
      setDraft((current) => {
        const base = current ?? recipe.task_dependencies;
        if ((base[target] ?? []).map(String).includes(source)) return base;
        const cycle = localCycleMessage(edgesOf(base), source, target, nameOf, t);
        if (cycle) {
          notify('error', cycle);
          return base;
        }
        return { ...base, [target]: [...(base[target] ?? []), source] };
      });
    },
    [recipe.task_dependencies, nameOf, notify, t],
  );

  const remove = useCallback(
    (removed: FlowEdge[]) => {
      setDraft((current) => {
        const next: DependencyMap = { ...(current ?? recipe.task_dependencies) };
        for (const e of removed) next[e.target] = (next[e.target] ?? []).filter((s) => String(s) !== e.source);
        return next;
      });
    },
    [recipe.task_dependencies],
  );

  const enterEdit = () => {
    setDraft({ ...recipe.task_dependencies });
    setEditMode(true);
  };
  const cancel = () => {
    setDraft(null);
    setEditMode(false);
  };
  const save = async () => {
    setSaving(true);
    const ok = await onSaveDependencies(draft ?? recipe.task_dependencies).catch(() => false);
    setSaving(false);
    if (ok) {
      setDraft(null);
      setEditMode(false);
      notify('success', t('studio.workspace.saved'));
    } else {
      notify('error', t('studio.workspace.saveFailed'));
    }
  };
  const resetLayout = () => setLayoutVersion((v) => v + 1);
  const resetButton = (
    <Button variant="ghost" onClick={resetLayout} title={t('studio.workspace.resetLayoutTitle')}>
      {t('studio.workspace.resetLayout')}
    </Button>
  );

  return (
    <div className="workspace">
      <div className="workspace-toolbar">
        {editMode ? (
          <>
            <Button variant="secondary" onClick={cancel} disabled={saving}>
              {t('studio.workspace.cancel')}
            </Button>
            <Button onClick={() => void save()} busy={saving}>
              {saving ? t('studio.workspace.saving') : t('studio.workspace.save')}
            </Button>
            {resetButton}
            <span className="muted workspace-hint">{t('studio.workspace.editHint')}</span>
          </>
        ) : (
          <>
            {/* Offered only when the server can do it; otherwise disabled, saying why (issue 17). */}
            <Button
              variant={chatOpen ? 'primary' : 'secondary'}
              onClick={() => setChatOpen((open) => !open)}
              disabled={aiStatus.data?.configured === false}
              aria-describedby={aiStatus.data?.configured === false ? 'ai-edit-unavailable' : undefined}
            >
              {chatOpen ? t('studio.workspace.hideChat') : t('studio.workspace.editWithAi')}
            </Button>
            {aiStatus.data?.configured === false && (
              <span id="ai-edit-unavailable" className="muted workspace-hint">
                {t('studio.workspace.aiNotConfigured')}
              </span>
            )}
            <Button variant="secondary" onClick={enterEdit}>
              {t('studio.workspace.editTasks')}
            </Button>
            {resetButton}
          </>
        )}
      </div>
      <div className="workspace-body">
        <div className="workspace-graph">
          <TaskFlow
            tasks={tasks}
            edges={edges}
            storageKey={storageKey}
            editMode={editMode}
            height={height}
            onSaveTask={onSaveTask}
            onConnectEdge={connect}
            onDeleteEdges={remove}
            onSelectionChange={setSelected}
            layoutVersion={layoutVersion}
            showStatus={false}
          />
        </div>
        {chatOpen && <AiChatPanel currentRecipe={currentRecipe} selected={selected} onEdited={onAiEdited} />}
      </div>
    </div>
  );
}
