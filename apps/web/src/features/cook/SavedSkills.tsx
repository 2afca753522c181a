import type { Skill } from '@brigade/contracts';
import { useFormat, useT } from '../../i18n';
import { Button } from '../../ui';
import type { SavedSkillAnswers } from './saved-cook';
import { skillName } from './skill-words';

/** The session's skills this phone already has answers for, split by the answer. */
export function knownAnswers(required: readonly Skill[], saved: SavedSkillAnswers | null): { yes: Skill[]; no: Skill[]; unknown: Skill[] } {
  const yes = new Set(saved?.yes ?? []);
  const no = new Set(saved?.no ?? []);
  return {
    yes: required.filter((s) => yes.has(s.key)),
    no: required.filter((s) => no.has(s.key)),
    unknown: required.filter((s) => !yes.has(s.key) && !no.has(s.key)),
  };
}

/**
 * A second session on the same phone (issue 38.4): the answers the cook gave before, to confirm
 * in one tap; the questionnaire then asks only what they were never asked.
 */
export function SavedSkills({ known, busy, onConfirm, onAnswerAgain }: { known: ReturnType<typeof knownAnswers>; busy: boolean; onConfirm: () => void; onAnswerAgain: () => void }) {
  const t = useT();
  const f = useFormat();
  const names = (skills: Skill[]) => f.list(skills.map((s) => skillName(t, s)));
  return (
    <div className="saved-skills" aria-live="polite">
      <h2>{t('join.skills.savedTitle')}</h2>
      {known.yes.length > 0 && <p>{t('join.skills.savedYes', { skills: names(known.yes) })}</p>}
      {known.no.length > 0 && <p className="muted">{t('join.skills.savedNo', { skills: names(known.no) })}</p>}
      {known.unknown.length > 0 && <p className="muted">{t('join.skills.savedMore', { count: known.unknown.length })}</p>}
      <div className="skill-answers">
        <Button onClick={onConfirm} busy={busy} className="button-block">
          {t('join.skills.savedConfirm')}
        </Button>
        <Button variant="secondary" onClick={onAnswerAgain} disabled={busy} className="button-block">
          {t('join.skills.savedAgain')}
        </Button>
      </div>
    </div>
  );
}
