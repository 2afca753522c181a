import { memo, useState } from 'react';
import { isUnauthorized, serverMessage } from '../../app/errors';
import { trpc } from '../../app/trpc';
import { useT } from '../../i18n';
import { Button, ConfirmDialog } from '../../ui';

/**
 * Leaving is deliberate: a small button that asks once. Leaving hands the cook's current task
 * back to the plan and frees their name (live.leave); `onLeft` then clears this phone.
 */
export const LeaveSession = memo(function LeaveSession({ code, onLeft }: { code: string; onLeft: () => void }) {
  const t = useT();
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
      else setError(serverMessage(e, t) ?? t('cook.leave.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="ghost" className="cook-leave" onClick={() => setAsking(true)}>
        {t('cook.leave.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('cook.leave.title')}
        confirmLabel={t('cook.leave.confirm')}
        cancelLabel={t('cook.leave.cancel')}
        danger
        busy={busy}
        error={error}
        onConfirm={() => void leave()}
        onCancel={() => {
          setError(null);
          setAsking(false);
        }}
      >
        <p>{t('cook.leave.text')}</p>
      </ConfirmDialog>
    </>
  );
});
