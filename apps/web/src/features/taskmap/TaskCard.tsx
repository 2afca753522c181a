import { Handle, Position } from '@xyflow/react';
import { memo, useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { typeColour, type CardAssignment } from './task-display';
import { TaskCardForm, toInt, type Draft } from './TaskCardForm';
import { levelWord, skillWord, statusDisplay, taskTypeWord } from './task-words';
import { nameLevelFontPx } from './name-fit';

/**
 * How much a card shows (semantic zoom): at the zoom a big map opens at, only the name, large
 * enough to read; a summary further in; the full card close up (thresholds in TaskFlow).
 */
export type CardDetail = 'name' | 'summary' | 'full';

/** A task as the card reads it (spec 02 §3, "Task (card)"); sessions and recipes both fit. */
export interface CardTask {
  id?: number | string;
  task_id?: number | string;
  name: string;
  description?: string | null;
  estimated_time_minutes?: number | null;
  estimated_duration_minutes?: number | null;
  difficulty_level?: string | null;
  task_type?: string | null;
  skill_requirement?: string | null;
  skill_requirements?: string[] | null;
  quantity_dependent?: boolean | null;
  /** The oven temperature the task needs, °C (issue 34); a session task's `oven` is the plan's. */
  oven_temperature_c?: number | null;
  oven?: { temperature_c: number; recipe_temperature_c?: number; shared_with?: string | null } | null;
}

/** What the card's inline editor sends; both duration names are kept in sync (spec 02 §3). */
export interface TaskChanges {
  name: string;
  description: string;
  estimated_time_minutes: number;
  estimated_duration_minutes: number;
  difficulty_level: string;
  skill_requirements: string[];
  /** The hands-on time scales with the amount cooked (issue 15). */
  quantity_dependent: boolean;
  /** °C; null: the task sets no oven (issue 34). */
  oven_temperature_c: number | null;
}

/**
 * Saves the card's changes. Resolve true when saved (the card returns to viewing), false when
 * the caller already told the user why not (the card stays in edit mode with the draft kept).
 */
export type SaveTask = (taskId: string, changes: TaskChanges) => Promise<boolean>;

export interface TaskCardProps {
  task: CardTask | null | undefined;
  assignment?: CardAssignment | null;
  /** Its dependencies are met: unassigned, it shows 'Waiting...' rather than 'Not ready'. */
  ready?: boolean;
  /** The graph is in edit mode: the pencil shows. */
  editMode?: boolean;
  /** The card may be edited even outside edit mode. */
  editable?: boolean;
  onSave?: SaveTask;
  /** Connection points; off when the card is drawn outside a graph. */
  handles?: boolean;
  /**
   * Keeps drafts by task id outside the card: the graph unmounts cards that leave the view
   * (`onlyRenderVisibleElements`), and a card scrolled back keeps what was being typed.
   */
  draftStore?: Map<string, unknown>;
  /** Semantic zoom level; 'full' by default. An open editor is always full. */
  detail?: CardDetail;
  /** Show the assignment line (a session's map); a recipe outside a session has none. */
  showStatus?: boolean;
  /** Open the editor now (asked from outside the card, e.g. the map's task panel). */
  editRequested?: boolean;
  onEditStarted?: () => void;
}

/** The edit button's glyph (its name is the aria-label). */
const PENCIL = '✎';

export const minutesOf = (task: CardTask): number => task.estimated_time_minutes ?? task.estimated_duration_minutes ?? 0;

export function skillsOf(task: CardTask): string[] {
  if (task.skill_requirements && task.skill_requirements.length > 0) return [...task.skill_requirements];
  return task.skill_requirement ? task.skill_requirement.split(',').map((s) => s.trim()).filter(Boolean) : [];
}

/** The editor's starting values for `task`. */
const draftOf = (task: CardTask): Draft => ({
  name: task.name,
  description: task.description ?? '',
  minutes: minutesOf(task),
  difficulty: task.difficulty_level || 'beginner',
  skills: skillsOf(task),
  scales: task.quantity_dependent === true,
  oven: task.oven_temperature_c ? String(task.oven_temperature_c) : '',
});

function isValidTask(task: CardTask | null | undefined): task is CardTask {
  return Boolean(task && typeof task === 'object' && typeof task.name === 'string' && (task.id !== undefined || task.task_id !== undefined));
}

/**
 * A card's connection point. While the map is only viewed nothing can be connected, so the point
 * is a plain element React Flow measures for its edges (the same class names and data attribute
 * its Handle renders, which is what it reads); a Handle subscribes to the map's store, and two per
 * card were a large part of the map's first render. Edit mode draws real Handles, for dragging.
 */
function ConnectionPoint({ type, live }: { type: 'source' | 'target'; live: boolean }) {
  const position = type === 'source' ? Position.Right : Position.Left;
  if (live) return <Handle type={type} position={position} />;
  return <div className={`react-flow__handle react-flow__handle-${position} nodrag nopan ${type}`} data-handlepos={position} />;
}

function TaskCardView({
  task,
  assignment,
  ready,
  editMode = false,
  editable = false,
  onSave,
  handles = true,
  draftStore,
  detail = 'full',
  showStatus = true,
  editRequested = false,
  onEditStarted,
}: TaskCardProps) {
  const t = useT();
  const storeId = task ? String(task.id ?? task.task_id) : '';
  const [draft, setDraftState] = useState<Draft | null>(() => (draftStore?.get(storeId) as Draft | undefined) ?? null);
  const setDraft = (next: Draft | null) => {
    if (draftStore) {
      if (next) draftStore.set(storeId, next);
      else draftStore.delete(storeId);
    }
    setDraftState(next);
  };
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  useEffect(() => {
    if (!editRequested || !isValidTask(task)) return;
    if (!draft) setDraft(draftOf(task));
    onEditStarted?.();
  }, [editRequested]);

  if (!isValidTask(task)) {
    return (
      <div className="task-card task-card-invalid" role="alert">
        {handles && <ConnectionPoint type="target" live={editMode} />}
        {t('recipes.card.invalid')}
        {handles && <ConnectionPoint type="source" live={editMode} />}
      </div>
    );
  }

  const taskId = String(task.id ?? task.task_id);
  const colour = typeColour(task.task_type);
  const status = statusDisplay(t, assignment, ready);
  const skills = skillsOf(task);
  const canEdit = editMode || editable;
  const level: CardDetail = draft ? 'full' : detail;
  const classes = [
    'task-card',
    `task-card-level-${level}`,
    showStatus ? `task-card-status-${status.tone}` : null,
    draft ? 'task-card-editing nodrag nowheel' : null,
  ]
    .filter(Boolean)
    .join(' ');
  const typeWord = taskTypeWord(t, task.task_type);
  const minutes = t('common.duration.minutes', { minutes: minutesOf(task) });

  const startEditing = () => setDraft(draftOf(task));
  const ovenC = task.oven?.temperature_c ?? task.oven_temperature_c ?? null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    if (!onSave) {
      // Spec 02 §8: no update handler is only a logged warning; the card leaves edit mode.
      console.warn('TaskCard: no update handler; changes not saved');
      setDraft(null);
      return;
    }
    setSaving(true);
    setSaveFailed(false);
    try {
      const saved = await onSave(taskId, {
        name: draft.name,
        description: draft.description,
        estimated_time_minutes: draft.minutes,
        estimated_duration_minutes: draft.minutes,
        difficulty_level: draft.difficulty || 'beginner',
        skill_requirements: draft.skills,
        quantity_dependent: draft.scales,
        oven_temperature_c: draft.oven.trim() === '' ? null : toInt(draft.oven),
      });
      if (saved) setDraft(null);
    } catch {
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={classes} style={{ background: colour.background, borderLeftColor: colour.accent }} data-task-id={taskId} data-testid="task-card">
      {handles && <ConnectionPoint type="target" live={editMode} />}
      {level === 'name' && !draft ? (
        <strong className="task-card-name" title={task.name} style={{ fontSize: nameLevelFontPx(task.name) }}>
          {task.name}
        </strong>
      ) : level === 'summary' && !draft ? (
        <>
          <div className="task-card-head">
            <strong className="task-card-name" title={task.name}>
              {task.name}
            </strong>
            {canEdit && (
              <button type="button" className="task-card-pencil" aria-label={t('recipes.card.edit')} title={t('recipes.card.edit')} onClick={startEditing}>
                {PENCIL}
              </button>
            )}
          </div>
          <div className="task-card-meta">
            <span>{minutes}</span>
            <span className="task-card-type">{typeWord}</span>
          </div>
          {showStatus && <div className={`task-card-assignment task-card-assignment-${status.tone}`}>{status.detail ? `${status.status} · ${status.detail}` : status.status}</div>}
        </>
      ) : draft ? (
        <TaskCardForm draft={draft} setDraft={setDraft} saving={saving} saveFailed={saveFailed} onSubmit={save} />
      ) : (
        <>
          <div className="task-card-head">
            <strong className="task-card-name">{task.name}</strong>
            {canEdit && (
              <button type="button" className="task-card-pencil" aria-label={t('recipes.card.edit')} title={t('recipes.card.edit')} onClick={startEditing}>
                {PENCIL}
              </button>
            )}
          </div>
          {task.description && <p className="task-card-description">{task.description}</p>}
          <div className="task-card-meta">
            <span>{minutes}</span>
            {task.difficulty_level && <span>{levelWord(t, task.difficulty_level)}</span>}
            <span className="task-card-type">{typeWord}</span>
          </div>
          {ovenC !== null && (
            <div className="task-card-oven">
              {task.oven?.shared_with
                ? t('recipes.card.ovenShared', { temperature: ovenC, recipe: task.oven.recipe_temperature_c ?? ovenC, dish: task.oven.shared_with })
                : t('recipes.card.oven', { temperature: ovenC })}
            </div>
          )}
          {skills.length === 1 && <div className="task-card-skills">{t('recipes.card.skill', { skill: skillWord(t, skills[0]!) })}</div>}
          {skills.length > 1 && (
            <ul className="task-card-skills" aria-label={t('recipes.card.skills')}>
              {skills.map((s) => (
                <li key={s}>{skillWord(t, s)}</li>
              ))}
            </ul>
          )}
          {showStatus && (
            <div className={`task-card-assignment task-card-assignment-${status.tone}`}>
              <span className="task-card-status">{status.status}</span>
              {status.detail && <span className="task-card-assignee">{status.detail}</span>}
            </div>
          )}
        </>
      )}
      {handles && <ConnectionPoint type="source" live={editMode} />}
    </div>
  );
}

/** The task card of spec 02 §2: a graph node in the task map and the studio. */
export const TaskCard = memo(TaskCardView);
