import type { FormEvent } from 'react';
import { useT } from '../../i18n';
import { SkillPicker } from './SkillPicker';
import { DIFFICULTY_CHOICES } from './task-display';
import { levelWord, skillWord } from './task-words';

export interface Draft {
  name: string;
  description: string;
  minutes: number;
  difficulty: string;
  skills: string[];
  scales: boolean;
  /** The oven temperature, °C, as typed; empty: the task sets no oven (issue 34). */
  oven: string;
}

/** Number inputs: an integer, 0 when not a number (spec 02 §5). */
export const toInt = (text: string): number => {
  const n = Number.parseInt(text, 10);
  return Number.isNaN(n) ? 0 : n;
};

interface TaskCardFormProps {
  draft: Draft;
  setDraft: (draft: Draft | null) => void;
  saving: boolean;
  /** The last save failed: the form says so above its buttons. */
  saveFailed?: boolean;
  onSubmit: (event: FormEvent) => void;
}

/** A task card's editor: name, description, minutes, difficulty, scaling and skills. */
export function TaskCardForm({ draft, setDraft, saving, saveFailed = false, onSubmit }: TaskCardFormProps) {
  const t = useT();
  return (
    <form className="task-card-form" onSubmit={onSubmit} noValidate>
      <label>
        <span>{t('recipes.form.name')}</span>
        <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} disabled={saving} aria-label={t('recipes.form.nameLabel')} />
      </label>
      <label>
        <span>{t('recipes.form.description')}</span>
        <textarea value={draft.description} rows={2} onChange={(e) => setDraft({ ...draft, description: e.target.value })} disabled={saving} aria-label={t('recipes.form.descriptionLabel')} />
      </label>
      <div className="task-card-form-row">
        <label>
          <span>{t('recipes.form.minutes')}</span>
          <input
            type="number"
            min={1}
            value={draft.minutes}
            onChange={(e) => setDraft({ ...draft, minutes: toInt(e.target.value) })}
            disabled={saving}
            aria-label={t('recipes.form.minutesLabel')}
          />
        </label>
        <label>
          <span>{t('recipes.form.difficulty')}</span>
          <select value={draft.difficulty} onChange={(e) => setDraft({ ...draft, difficulty: e.target.value })} disabled={saving} aria-label={t('recipes.form.difficulty')}>
            {DIFFICULTY_CHOICES.map((d) => (
              <option key={d} value={d}>
                {levelWord(t, d)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label>
        <span>{t('recipes.form.oven')}</span>
        <input
          type="number"
          min={30}
          max={300}
          value={draft.oven}
          onChange={(e) => setDraft({ ...draft, oven: e.target.value })}
          disabled={saving}
          aria-label={t('recipes.form.ovenLabel')}
        />
      </label>
      <label className="task-card-check">
        <input type="checkbox" checked={draft.scales} onChange={(e) => setDraft({ ...draft, scales: e.target.checked })} disabled={saving} />
        <span>{t('recipes.form.scales')}</span>
      </label>
      <div className="task-card-skills-edit">
        <span>{t('recipes.form.skills')}</span>
        <ul>
          {draft.skills.map((skill) => (
            <li key={skill}>
              {skillWord(t, skill)}
              <button
                type="button"
                aria-label={t('recipes.form.removeSkill', { skill: skillWord(t, skill) })}
                disabled={saving}
                onClick={() => setDraft({ ...draft, skills: draft.skills.filter((s) => s !== skill) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <SkillPicker chosen={draft.skills} disabled={saving} onAdd={(skill) => setDraft({ ...draft, skills: draft.skills.includes(skill) ? draft.skills : [...draft.skills, skill] })} />
      </div>
      <div className="task-card-actions">
        {saveFailed && (
          <p className="form-error" role="alert">
            {t('recipes.form.saveFailed')}
          </p>
        )}
        <button type="submit" className="task-card-save" disabled={saving}>
          {saving ? t('recipes.form.saving') : t('recipes.form.save')}
        </button>
        <button type="button" onClick={() => setDraft(null)} disabled={saving}>
          {t('recipes.cancel')}
        </button>
      </div>
    </form>
  );
}
