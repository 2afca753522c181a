import { SKILL_CATALOGUE } from '@brigade/contracts';
import './skill-picker.css';

/**
 * Adds a skill requirement to a task being edited: a choice from the skill catalogue, the skills
 * cooks are asked about (docs/decisions.md, 'Task skills come from the catalogue').
 */
export function SkillPicker({ chosen, disabled, onAdd }: { chosen: readonly string[]; disabled?: boolean; onAdd: (skill: string) => void }) {
  const taken = new Set(chosen.map((s) => s.trim().toLowerCase()));
  const open = SKILL_CATALOGUE.filter((s) => !taken.has(s.display_name.toLowerCase()) && !taken.has(s.key));
  return (
    <select
      className="task-card-skill-picker"
      aria-label="Add skill"
      value=""
      disabled={disabled || open.length === 0}
      onChange={(e) => {
        if (e.target.value) onAdd(e.target.value);
      }}
    >
      <option value="">{open.length === 0 ? 'Every skill is chosen' : 'Add skill...'}</option>
      {open.map((s) => (
        <option key={s.key} value={s.display_name}>
          {s.display_name}
        </option>
      ))}
    </select>
  );
}
