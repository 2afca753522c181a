import './cook.css';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { kitchenWord } from '../../app/kitchen-words';
import { useT } from '../../i18n';
import { Banner, Button, Card, Spinner } from '../../ui';
import { skillName } from './skill-words';

/**
 * The optional skill questionnaire (spec 01 §2 /skills): one Yes/No question per required skill;
 * only the Yes answers are saved, and nothing at all when there are none.
 * `?participant={id}` is the host managing a cook's skills: it saves for that cook and returns to the session.
 */
export function SkillsPage() {
  const t = useT();
  usePageTitle(t('join.skills.title'));
  const { sessionCode = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const utils = trpc.useUtils();
  const managedId = Number(params.get('participant')) || null;
  const skills = trpc.sessions.requiredSkills.useQuery({ code: sessionCode }, { enabled: Boolean(sessionCode) });
  // A signed-in cook is not stored as a participant: find them in the session by account.
  const needsLookup = managedId === null && !auth.cook;
  const session = trpc.sessions.get.useQuery({ code: sessionCode }, { enabled: Boolean(sessionCode) && needsLookup });
  const [index, setIndex] = useState(0);
  const [yes, setYes] = useState<number[]>([]);
  // No answers are kept too (issue 12): a No keeps tasks needing that skill from the cook.
  const [no, setNo] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const doneTo = managedId !== null ? `/sessions/${sessionCode}` : `/cook/${sessionCode}`;
  const participantId =
    managedId ?? (auth.cook ? auth.cook.id : (session.data?.participants.find((p) => p.user && p.user.id === auth.user?.id)?.id ?? null));

  const save = async (chosen: number[], declined: number[] = no) => {
    if (declined.length > 0 && participantId !== null) {
      await utils.client.live.declineSkills.mutate({ code: sessionCode, participantId, skills: declined }).catch(() => undefined);
    }
    if (chosen.length === 0) {
      navigate(doneTo);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      if (participantId === null) throw new Error('No participant');
      await utils.client.live.setSkills.mutate({ code: sessionCode, participantId, skills: chosen });
      void utils.sessions.get.invalidate();
      navigate(doneTo);
    } catch {
      setSaveError(t('cook.skills.saveFailed'));
      setSaving(false);
    }
  };

  const answer = (can: boolean) => {
    const list = skills.data ?? [];
    const skill = list[index];
    if (!skill) return;
    const chosen = can ? [...yes, skill.id] : yes;
    const declined = can ? no : [...no, skill.id];
    setYes(chosen);
    setNo(declined);
    if (index + 1 < list.length) setIndex(index + 1);
    else void save(chosen, declined);
  };

  if (skills.isPending) return <Spinner label={t('join.skills.loading')} />;

  const list = skills.data ?? [];
  const skill = list[Math.min(index, list.length - 1)];

  return (
    <div className="page page-narrow cook-page">
      <Card>
        <h1>{t('join.skills.title')}</h1>
        {skills.isError && <Banner>{t('join.skills.loadFailed')}</Banner>}
        {saveError && <Banner>{saveError}</Banner>}
        {!skills.isError && list.length === 0 && <p>{t('join.skills.none')}</p>}
        {skill && (
          <div className="skill-question" aria-live="polite">
            <p className="skill-progress-label" id="skill-progress-label">
              {t('join.skills.progress', { number: index + 1, total: list.length })}
            </p>
            <progress className="skill-progress" max={list.length} value={index + (saving ? 1 : 0)} aria-labelledby="skill-progress-label" />
            <h2 className="skill-question-title">{t('cook.skills.question', { skill: skillName(t, skill, 'lower') })}</h2>
            <p className="muted">{t('join.skills.level', { level: kitchenWord(t, skill.skill_level) })}</p>
            {skill.is_safety_sensitive && (
              <p className="skill-safety" role="note">
                {t('join.skills.safety')}
              </p>
            )}
            <div className="skill-answers">
              <Button onClick={() => answer(true)} disabled={saving} className="button-block">
                {t('cook.skills.yes')}
              </Button>
              <Button variant="secondary" onClick={() => answer(false)} disabled={saving} className="button-block">
                {t('cook.skills.no')}
              </Button>
            </div>
          </div>
        )}
        {saving && <Spinner label={t('join.skills.saving')} />}
        {saveError && (
          <Button variant="secondary" onClick={() => void save(yes)}>
            {t('join.skills.tryAgain')}
          </Button>
        )}
        <p className="form-footer">
          {list.length === 0 || skills.isError ? (
            <Link to={doneTo}>{t('join.skills.continue')}</Link>
          ) : (
            <Link to={doneTo}>{t('join.skills.skip')}</Link>
          )}
        </p>
      </Card>
    </div>
  );
}
