import type { SessionView, StallsView } from '@brigade/contracts';
import { memo, useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../app/errors';
import { readAgain } from '../../app/read-again';
import { trpc } from '../../app/trpc';
import { useT } from '../../i18n';
import { Button } from '../../ui';
import { skillName } from './skill-words';
import { stallRelevant } from './stall-relevant';

/** The page shows the stalls without their event id: an answer that only moved on keeps its object (and its cards their props). */
function withoutEventId({ last_event_id: _, ...view }: StallsView): StallsView {
  return view;
}

/**
 * What the kitchen is waiting for, and the skills this cook has not been asked about (issue 12):
 * a recipe added after they joined, or the skill a stalled task needs. Read again when what the
 * stalls depend on changes in the session (see {@link stallRelevant}), and when a newer answer of
 * the session says the stalls were read before its newest event (`last_event_id`).
 */
export function useKitchenWaiting(code: string, session: SessionView | undefined): StallsView | undefined {
  const utils = trpc.useUtils();
  const query = trpc.live.stalls.useQuery({ code }, { enabled: session !== undefined && (session.status === 'waiting' || session.status === 'active'), select: withoutEventId });
  const { refetch } = query;
  // Changes applied in place by live events keep the answer's `last_event_id`: those are compared
  // by what matters. A new answer from the server is checked by event ids below instead.
  const seen = useRef<{ answer: string | undefined; key: string } | null>(null);
  const key = session ? stallRelevant(session) : null;
  const answer = session?.last_event_id;
  useEffect(() => {
    if (key === null) return;
    const before = seen.current;
    seen.current = { answer, key };
    if (before && before.answer === answer && before.key !== key) void readAgain({ cancel: () => utils.live.stalls.cancel({ code }), refetch });
  }, [key, answer, refetch, utils, code]);
  // The stalls were read before an event the session's answer already reflects: read them again, once.
  const stallsAt = utils.live.stalls.getData({ code })?.last_event_id;
  const behind = answer !== undefined && stallsAt !== undefined && Number(stallsAt) < Number(answer);
  const askedFor = useRef<string | undefined>(undefined);
  const idle = query.fetchStatus === 'idle';
  useEffect(() => {
    if (!behind || !idle || askedFor.current === answer) return;
    askedFor.current = answer;
    void refetch();
  }, [behind, idle, answer, refetch]);
  return query.data;
}

/** One question at a time: "Can you do baking?" Yes / No / Later. */
export const SkillQuestions = memo(function SkillQuestions({ code, participantId, waiting }: { code: string; participantId: number | null; waiting: StallsView | undefined }) {
  const t = useT();
  const utils = trpc.useUtils();
  const [later, setLater] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const yes = trpc.live.setSkills.useMutation();
  const no = trpc.live.declineSkills.useMutation();
  const question = waiting?.questions.find((s) => !later.has(s.id));
  if (!question || participantId === null) return null;
  const answer = async (say: 'yes' | 'no') => {
    setError(null);
    try {
      const input = { code, participantId, skills: [question.id] };
      // One question: a Yes here says nothing about the other skills (`partial`).
      await (say === 'yes' ? yes.mutateAsync({ ...input, partial: true }) : no.mutateAsync(input));
      await Promise.all([utils.live.stalls.invalidate({ code }), utils.sessions.get.invalidate({ code })]);
    } catch (e) {
      setError(serverMessage(e, t) ?? t('cook.skills.saveFailed'));
    }
  };
  const busy = yes.isPending || no.isPending;
  return (
    <section className="card skill-question" aria-labelledby="skill-question-title">
      <h2 id="skill-question-title" className="card-title">
        {t('cook.skills.question', { skill: skillName(t, question, 'lower') })}
      </h2>
      <p className="muted">
        {waiting?.stalls.some((s) => s.missing_skills.some((m) => m.id === question.id))
          ? t('cook.skills.stalled')
          : t('cook.skills.needed')}
        {question.is_safety_sensitive ? ` ${t('cook.skills.care')}` : ''}
      </p>
      <div className="card-actions">
        <Button busy={busy} onClick={() => void answer('yes')}>
          {t('cook.skills.yes')}
        </Button>
        <Button variant="secondary" busy={busy} onClick={() => void answer('no')}>
          {t('cook.skills.no')}
        </Button>
        <Button variant="ghost" onClick={() => setLater(new Set([...later, question.id]))}>
          {t('cook.skills.later')}
        </Button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
});
