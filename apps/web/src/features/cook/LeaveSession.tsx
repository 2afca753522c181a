import { memo, useState } from 'react';
import { isUnauthorized, serverMessage } from '../../app/errors';
import { trpc } from '../../app/trpc';
import { Button, ConfirmDialog } from '../../ui';

/**
 * Leaving is deliberate: a small button that asks once. Leaving hands the cook's current task
 * back to the plan and frees their name (live.leave); `onLeft` then clears this phone.
 */
export const LeaveSession = memo(function LeaveSession({ code, onLeft }: { code: string; onLeft: () => void }) {
  const utils = trpc.useUtils();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const leave = async () => {
    setBusy(true);
    setError(null);
    try {
      await utils.client.live.leave.mutate({ code });
      onLeft();
    } catch (e) {
      // Already removed by the host: there is nothing left to leave.
      if (isUnauthorized(e)) onLeft();
      else setError(serverMessage(e) ?? 'Could not leave the session. Check the connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="ghost" className="cook-leave" onClick={() => setAsking(true)}>
        Leave session
      </Button>
      <ConfirmDialog
        open={asking}
        title="Leave this session?"
        confirmLabel="Leave"
        cancelLabel="Stay"
        danger
        busy={busy}
        error={error}
        onConfirm={() => void leave()}
        onCancel={() => {
          setError(null);
          setAsking(false);
        }}
      >
        <p>Your current task goes back to the plan for someone else, and your name becomes free.</p>
      </ConfirmDialog>
    </>
  );
});
