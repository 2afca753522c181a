import type { SessionView } from '@brigade/contracts';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../ui';
import type { RunAction } from './types';

/** Pause / Resume the whole session (issue 12). */
export function PauseButton({ session, run, busy }: { session: SessionView; run: RunAction; busy: string | null }) {
  const utils = trpc.useUtils();
  const pause = trpc.live.pause.useMutation();
  const resume = trpc.live.resume.useMutation();
  if (session.status !== 'active') return null;
  const paused = Boolean(session.paused_at);
  const toggle = () =>
    void run(paused ? 'resume' : 'pause', paused ? 'Failed to resume session' : 'Failed to pause session', async () => {
      await (paused ? resume : pause).mutateAsync({ code: session.code });
      await utils.sessions.get.invalidate({ code: session.code });
    });
  return (
    <Button variant="secondary" busy={busy === 'pause' || busy === 'resume'} onClick={toggle}>
      {paused ? 'Resume Session' : 'Pause Session'}
    </Button>
  );
}
