import { SKILL_CATALOGUE } from '@brigade/contracts';
import { useT } from '../../i18n';
import './skill-picker.css';
import { skillMessageId } from './task-words';

/**
 * Adds a skill requirement to a task being edited: a choice from the skill catalogue, the skills
 * cooks are asked about (docs/decisions.md, 'Task skills come from the catalogue').
 */
export function SkillPicker({ chosen, disabled, onAdd }: { chosen: readonly string[]; disabled?: boolean; onAdd: (skill: string) => void }) {
  const t = useT();
  const taken = new Set(chosen.map((s) => s.trim().toLowerCase()));
  const open = SKILL_CATALOGUE.filter((s) => !taken.has(s.display_name.toLowerCase()) && !taken.has(s.key));
  return (
    <select
      className="task-card-skill-picker"
      aria-label={t('recipes.skills.add')}
      value=""
      disabled={disabled || open.length === 0}
      onChange={(e) => {
        if (e.target.value) onAdd(e.target.value);
      }}
    >
      <option value="">{open.length === 0 ? t('recipes.skills.allChosen') : t('recipes.skills.addChoice')}</option>
      {open.map((s) => (
        <option key={s.key} value={s.display_name}>
          {t(skillMessageId(s.key))}
        </option>
      ))}
    </select>
  );
}
