import type { SessionView } from '@brigade/contracts';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../ui';
import { useT } from '../../../i18n';
import type { RunAction } from './types';

/** Pause / Resume the whole session (issue 12). */
export function PauseButton({ session, run, busy }: { session: SessionView; run: RunAction; busy: string | null }) {
  const t = useT();
  const utils = trpc.useUtils();
  const pause = trpc.live.pause.useMutation();
  const resume = trpc.live.resume.useMutation();
  if (session.status !== 'active') return null;
  const paused = Boolean(session.paused_at);
  const toggle = () =>
    void run(paused ? 'resume' : 'pause', paused ? t('host.pause.resumeFailed') : t('host.pause.pauseFailed'), async () => {
      await (paused ? resume : pause).mutateAsync({ code: session.code });
      await utils.sessions.get.invalidate({ code: session.code });
    });
  return (
    <Button variant="secondary" busy={busy === 'pause' || busy === 'resume'} onClick={toggle}>
      {paused ? t('host.pause.resume') : t('host.pause.pause')}
    </Button>
  );
}
