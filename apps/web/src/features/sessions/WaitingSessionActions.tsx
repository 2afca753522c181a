import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../app/errors';
import { trpc } from '../../app/trpc';
import { useT } from '../../i18n';
import { Button, ConfirmDialog } from '../../ui';

/** End or delete a session that never started (issue 12), on the dashboard and the session page. */
export function WaitingSessionActions({ code }: { code: string }) {
  const t = useT();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const end = trpc.live.end.useMutation();
  const remove = trpc.sessions.delete.useMutation();
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<'end' | 'delete' | null>(null);
  const act = async (action: () => Promise<unknown>, after?: () => void) => {
    setError(null);
    try {
      await action();
      setAsking(null);
      await Promise.all([utils.sessions.list.invalidate(), utils.sessions.get.invalidate({ code })]);
      after?.();
    } catch (e) {
      setError(serverMessage(e, t) ?? t('host.action.failed'));
    }
  };
  const ask = (which: 'end' | 'delete') => {
    setError(null);
    setAsking(which);
  };
  return (
    <>
      <Button variant="secondary" busy={end.isPending} onClick={() => ask('end')}>
        {t('host.page.end')}
      </Button>
      <Button variant="danger" busy={remove.isPending} onClick={() => ask('delete')}>
        {t('host.waiting.delete')}
      </Button>
      <ConfirmDialog
        open={asking === 'end'}
        title={t('host.page.endTitle')}
        confirmLabel={t('host.page.end')}
        danger
        busy={end.isPending}
        error={error}
        onConfirm={() => void act(() => end.mutateAsync({ code }))}
        onCancel={() => setAsking(null)}
      >
        <p>{t('host.waiting.endText')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title={t('host.waiting.deleteTitle')}
        confirmLabel={t('host.waiting.delete')}
        danger
        busy={remove.isPending}
        error={error}
        onConfirm={() => void act(() => remove.mutateAsync({ code }), () => navigate('/dashboard'))}
        onCancel={() => setAsking(null)}
      >
        <p>{t('host.waiting.deleteText')}</p>
      </ConfirmDialog>
    </>
  );
}
