import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../app/errors';
import { trpc } from '../../app/trpc';
import { Button, ConfirmDialog } from '../../ui';

export const DELETE_SESSION_CONFIRM = 'Delete this session? It has not started; its code stops working.';
const END_WAITING_CONFIRM = 'End this session without cooking? This action cannot be undone.';

/** End or delete a session that never started (issue 12), on the dashboard and the session page. */
export function WaitingSessionActions({ code }: { code: string }) {
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
      setError(serverMessage(e) ?? 'That did not work. Please try again.');
    }
  };
  const ask = (which: 'end' | 'delete') => {
    setError(null);
    setAsking(which);
  };
  return (
    <>
      <Button variant="secondary" busy={end.isPending} onClick={() => ask('end')}>
        End Session
      </Button>
      <Button variant="danger" busy={remove.isPending} onClick={() => ask('delete')}>
        Delete Session
      </Button>
      <ConfirmDialog
        open={asking === 'end'}
        title="End this session?"
        confirmLabel="End Session"
        danger
        busy={end.isPending}
        error={error}
        onConfirm={() => void act(() => end.mutateAsync({ code }))}
        onCancel={() => setAsking(null)}
      >
        <p>{END_WAITING_CONFIRM}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title="Delete this session?"
        confirmLabel="Delete Session"
        danger
        busy={remove.isPending}
        error={error}
        onConfirm={() => void act(() => remove.mutateAsync({ code }), () => navigate('/dashboard'))}
        onCancel={() => setAsking(null)}
      >
        <p>{DELETE_SESSION_CONFIRM}</p>
      </ConfirmDialog>
    </>
  );
}
