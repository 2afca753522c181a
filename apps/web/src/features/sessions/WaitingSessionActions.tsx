import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../app/errors';
import { trpc } from '../../app/trpc';
import { Button } from '../../ui';

export const DELETE_SESSION_CONFIRM = 'Delete this session? It has not started; its code stops working.';
const END_WAITING_CONFIRM = 'End this session without cooking? This action cannot be undone.';

/** End or delete a session that never started (issue 12), on the dashboard and the session page. */
export function WaitingSessionActions({ code }: { code: string }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const end = trpc.live.end.useMutation();
  const remove = trpc.sessions.delete.useMutation();
  const [error, setError] = useState<string | null>(null);
  const act = async (confirmText: string, action: () => Promise<unknown>, after?: () => void) => {
    if (!globalThis.confirm(confirmText)) return;
    setError(null);
    try {
      await action();
      await Promise.all([utils.sessions.list.invalidate(), utils.sessions.get.invalidate({ code })]);
      after?.();
    } catch (e) {
      setError(serverMessage(e) ?? 'That did not work. Please try again.');
    }
  };
  return (
    <>
      <Button variant="secondary" busy={end.isPending} onClick={() => void act(END_WAITING_CONFIRM, () => end.mutateAsync({ code }))}>
        End Session
      </Button>
      <Button variant="danger" busy={remove.isPending} onClick={() => void act(DELETE_SESSION_CONFIRM, () => remove.mutateAsync({ code }), () => navigate('/dashboard'))}>
        Delete Session
      </Button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
