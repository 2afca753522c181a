import { useEffect, useId, useMemo, useState } from 'react';
import { useT } from '../../i18n';
import type { LayoutGroup } from './band-layout';

export interface PanelTask {
  id: string;
  name: string;
}

export interface PanelDependency {
  /** Must be finished first. */
  source: string;
  /** Waits for `source`. */
  target: string;
}

export interface DependencyPanelProps {
  tasks: readonly PanelTask[];
  groups: readonly LayoutGroup[];
  dependencies: readonly PanelDependency[];
  /** The task selected on the map (click, or Tab to a card and Enter). */
  selectedTaskId: string | null;
  busy: boolean;
  onAdd: (source: string, target: string) => void;
  onRemove: (dependency: PanelDependency) => void;
  onEditTask: (taskId: string) => void;
}

/**
 * Edit mode's side panel (issue 17): dependencies added and removed without dragging, with the
 * keyboard or big touch targets. Pick a task (here or on the map), 'Add dependency', then the task
 * it waits for (here, or by selecting it on the map).
 */
export function DependencyPanel({ tasks, groups, dependencies, selectedTaskId, busy, onAdd, onRemove, onEditTask }: DependencyPanelProps) {
  const t = useT();
  const ids = useId();
  const [taskId, setTaskId] = useState<string>(() => selectedTaskId ?? tasks[0]?.id ?? '');
  const [picking, setPicking] = useState(false);
  const [waitsFor, setWaitsFor] = useState('');
  const names = useMemo(() => new Map(tasks.map((t) => [t.id, t.name])), [tasks]);

  useEffect(() => {
    if (!selectedTaskId) return;
    if (picking) {
      if (selectedTaskId !== taskId) setWaitsFor(selectedTaskId);
    } else {
      setTaskId(selectedTaskId);
    }
    // Only a new selection on the map moves the panel.
  }, [selectedTaskId]);

  const current = names.has(taskId) ? taskId : (tasks[0]?.id ?? '');
  const waits = dependencies.filter((d) => d.target === current);
  const taken = new Set([current, ...waits.map((d) => d.source)]);

  const options = (exclude: Set<string>) =>
    groups.map((g) => {
      const list = g.nodeIds.filter((id) => !exclude.has(id) && names.has(id));
      if (list.length === 0) return null;
      const items = list.map((id) => (
        <option key={id} value={id}>
          {names.get(id)}
        </option>
      ));
      return g.label ? (
        <optgroup key={g.id} label={g.label}>
          {items}
        </optgroup>
      ) : (
        items
      );
    });

  const add = () => {
    if (!waitsFor || waitsFor === current) return;
    onAdd(waitsFor, current);
    setPicking(false);
    setWaitsFor('');
  };

  return (
    <section className="dependency-panel" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('recipes.panel.title')}</h2>
      <label className="dependency-field">
        <span>{t('recipes.panel.task')}</span>
        <select
          value={current}
          onChange={(e) => {
            setTaskId(e.target.value);
            setPicking(false);
          }}
        >
          {options(new Set())}
        </select>
      </label>
      <button type="button" className="map-button" onClick={() => onEditTask(current)} disabled={!current}>
        {t('recipes.card.edit')}
      </button>
      <h3>{t('recipes.panel.waitsFor')}</h3>
      {waits.length === 0 ? (
        <p className="muted">{t('recipes.panel.nothing')}</p>
      ) : (
        <ul className="dependency-list">
          {waits.map((d) => (
            <li key={d.source}>
              <span>{names.get(d.source) ?? d.source}</span>
              <button
                type="button"
                className="map-button"
                disabled={busy}
                onClick={() => onRemove(d)}
                aria-label={t('recipes.panel.removeLabel', { task: names.get(current) ?? current, first: names.get(d.source) ?? d.source })}
              >
                {t('recipes.panel.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {picking ? (
        <div className="dependency-pick">
          <label className="dependency-field">
            <span>{t('recipes.panel.mustFinish')}</span>
            <select value={waitsFor} onChange={(e) => setWaitsFor(e.target.value)} autoFocus>
              <option value="">{t('recipes.panel.choose')}</option>
              {options(taken)}
            </select>
          </label>
          <div className="dependency-actions">
            <button type="button" className="map-button" onClick={add} disabled={!waitsFor || busy}>
              {t('recipes.panel.add')}
            </button>
            <button type="button" className="map-button" onClick={() => setPicking(false)}>
              {t('recipes.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="map-button" onClick={() => setPicking(true)} disabled={!current || busy}>
          {t('recipes.panel.addDependency')}
        </button>
      )}
    </section>
  );
}
