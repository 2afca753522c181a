import './cook.css';
import type { Skill } from '@brigade/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { usePageTitle } from '../../app/page-title';
import { trpc } from '../../app/trpc';
import { kitchenWord } from '../../app/kitchen-words';
import { useT } from '../../i18n';
import { Banner, Button, Card, Spinner } from '../../ui';
import { skillName } from './skill-words';
import { keepSkillAnswers, savedSkillAnswers } from './saved-cook';
import { knownAnswers, SavedSkills } from './SavedSkills';

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
  // A cook's own phone offers the answers it kept from an earlier session (issue 38.4); a host
  // managing a cook's skills answers for that cook, not with the host's phone's answers.
  const [saved] = useState(() => (managedId === null ? savedSkillAnswers() : null));
  const [confirming, setConfirming] = useState(true);
  // After confirming, the questionnaire asks only the skills never answered before.
  const [asking, setAsking] = useState<Skill[] | null>(null);

  const doneTo = managedId !== null ? `/sessions/${sessionCode}` : `/cook/${sessionCode}`;
  const participantId =
    managedId ?? (auth.cook ? auth.cook.id : (session.data?.participants.find((p) => p.user && p.user.id === auth.user?.id)?.id ?? null));

  const remember = (chosen: number[], declined: number[]) => {
    if (managedId !== null) return;
    const keyOf = (id: number) => skills.data?.find((s) => s.id === id)?.key;
    keepSkillAnswers(chosen.map(keyOf).filter((k) => k !== undefined), declined.map(keyOf).filter((k) => k !== undefined));
  };

  const save = async (chosen: number[], declined: number[] = no) => {
    if (declined.length > 0 && participantId !== null) {
      await utils.client.live.declineSkills.mutate({ code: sessionCode, participantId, skills: declined }).catch(() => undefined);
    }
    if (chosen.length === 0) {
      remember(chosen, declined);
      navigate(doneTo);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      if (participantId === null) throw new Error('No participant');
      await utils.client.live.setSkills.mutate({ code: sessionCode, participantId, skills: chosen });
      remember(chosen, declined);
      void utils.sessions.get.invalidate();
      navigate(doneTo);
    } catch {
      setSaveError(t('cook.skills.saveFailed'));
      setSaving(false);
    }
  };

  const answer = (can: boolean) => {
    const list = asking ?? skills.data ?? [];
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

  const list = asking ?? skills.data ?? [];
  const known = knownAnswers(skills.data ?? [], saved);
  const offerSaved = confirming && asking === null && known.yes.length + known.no.length > 0;
  const skill = offerSaved ? undefined : list[Math.min(index, list.length - 1)];
  const confirmSaved = () => {
    const chosen = known.yes.map((s) => s.id);
    const declined = known.no.map((s) => s.id);
    setYes(chosen);
    setNo(declined);
    if (known.unknown.length === 0) void save(chosen, declined);
    else {
      setIndex(0);
      setAsking(known.unknown);
    }
  };

  return (
    <div className="page page-narrow cook-page">
      <Card>
        <h1>{t('join.skills.title')}</h1>
        {skills.isError && <Banner>{t('join.skills.loadFailed')}</Banner>}
        {saveError && <Banner>{saveError}</Banner>}
        {!skills.isError && list.length === 0 && <p>{t('join.skills.none')}</p>}
        {offerSaved && <SavedSkills known={known} busy={saving} onConfirm={confirmSaved} onAnswerAgain={() => setConfirming(false)} />}
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
