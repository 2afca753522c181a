import type { AssignmentItem } from '@brigade/contracts';
import { memo, useCallback, useMemo, useState } from 'react';
import { serverMessage } from '../../app/errors';
import { reportError } from '../../app/query-client';
import { trpc } from '../../app/trpc';
import { useRecipeText, useT } from '../../i18n';
import { Button } from '../../ui';

type Show = (message: string, kind?: 'info' | 'success' | 'warning' | 'error') => void;

/**
 * Putting a task down (issue 12 point 4): the cook steps away, the task goes back to the plan with
 * the minutes already worked, and the cook is on a break (no new work) until they tap 'I'm back'.
 */
export function useTaskBreak(code: string, show: Show) {
  const t = useT();
  const local = useRecipeText();
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    (call: () => Promise<unknown>, done: string, failed: string) => {
      setBusy(true);
      call()
        .then(() => {
          show(done, 'info');
          return Promise.all([utils.live.assignments.invalidate({ code }), utils.sessions.get.invalidate({ code })]);
        })
        .catch((error: unknown) => {
          reportError(error);
          show(serverMessage(error, t) ?? failed, 'error');
        })
        .finally(() => setBusy(false));
    },
    [code, show, t, utils],
  );
  // Stable callbacks: the task card and the break notice re-render only when their own props change.
  const stepAway = useCallback(
    (a: AssignmentItem) => run(() => utils.client.live.pauseTask.mutate({ code, assignmentId: a.id }), t('cook.break.stepped', { task: local.assignment(a).task }), t('cook.break.pauseFailed')),
    [code, run, t, utils, local],
  );
  const back = useCallback(() => run(() => utils.client.live.back.mutate({ code }), t('cook.break.welcome'), t('cook.break.backFailed')), [code, run, t, utils]);
  return useMemo(() => ({ busy, stepAway, back }), [busy, stepAway, back]);
}

/** Shown on the cook's screen while they are on a break; 'I'm back' asks for work again. */
export const BreakNotice = memo(function BreakNotice({ since, busy, onBack }: { since: string | null | undefined; busy: boolean; onBack: () => void }) {
  const t = useT();
  if (!since) return null;
  return (
    <section className="card cook-break" role="status" aria-live="polite" aria-labelledby="cook-break-title">
      <h2 id="cook-break-title" className="card-title">
        {t('cook.break.title')}
      </h2>
      <p>{t('cook.break.text')}</p>
      <Button onClick={onBack} busy={busy}>
        {t('cook.break.back')}
      </Button>
    </section>
  );
});
