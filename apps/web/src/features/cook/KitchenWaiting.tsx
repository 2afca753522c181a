import type { SessionView, StallsView } from '@brigade/contracts';
import { memo, useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../app/errors';
import { trpc } from '../../app/trpc';
import { Button } from '../../ui';

/**
 * What the kitchen is waiting for, and the skills this cook has not been asked about (issue 12):
 * a recipe added after they joined, or the skill a stalled task needs. Re-read whenever the
 * session changes (assignments, cooks, recipes).
 */
export function useKitchenWaiting(code: string, session: SessionView | undefined): StallsView | undefined {
  const query = trpc.live.stalls.useQuery({ code }, { enabled: session !== undefined && (session.status === 'waiting' || session.status === 'active') });
  const { refetch } = query;
  // The first answer about the session comes with (or before) the stalls' own first fetch: only
  // later changes of the session make the stalls stale.
  const seen = useRef<SessionView | undefined>(undefined);
  useEffect(() => {
    if (!session) return;
    const first = seen.current === undefined;
    seen.current = session;
    if (!first) void refetch();
  }, [session, refetch]);
  return query.data;
}

/** One question at a time: "Can you do Baking?" Yes / No / Later. */
export const SkillQuestions = memo(function SkillQuestions({ code, participantId, waiting }: { code: string; participantId: number | null; waiting: StallsView | undefined }) {
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
      await (say === 'yes' ? yes.mutateAsync(input) : no.mutateAsync(input));
      await Promise.all([utils.live.stalls.invalidate({ code }), utils.sessions.get.invalidate({ code })]);
    } catch (e) {
      setError(serverMessage(e) ?? 'Failed to save your skills. Please try again.');
    }
  };
  const busy = yes.isPending || no.isPending;
  return (
    <section className="card skill-question" aria-labelledby="skill-question-title">
      <h2 id="skill-question-title" className="card-title">
        Can you do {question.display_name}?
      </h2>
      <p className="muted">
        {waiting?.stalls.some((s) => s.missing_skills.some((m) => m.id === question.id))
          ? 'The kitchen is waiting for someone who can.'
          : 'A recipe in this session needs it.'}
        {question.is_safety_sensitive ? ' It needs care: answer Yes only if you are comfortable.' : ''}
      </p>
      <div className="card-actions">
        <Button busy={busy} onClick={() => void answer('yes')}>
          Yes
        </Button>
        <Button variant="secondary" busy={busy} onClick={() => void answer('no')}>
          No
        </Button>
        <Button variant="ghost" onClick={() => setLater(new Set([...later, question.id]))}>
          Later
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
