import type { AssignmentItem } from '@brigade/contracts';
import { useState } from 'react';
import { serverMessage } from '../../app/errors';
import { reportError } from '../../app/query-client';
import { trpc } from '../../app/trpc';
import { Button } from '../../ui';

type Show = (message: string, kind?: 'info' | 'success' | 'warning' | 'error') => void;

/**
 * Putting a task down (issue 12 point 4): the cook steps away, the task goes back to the plan with
 * the minutes already worked, and the cook is on a break (no new work) until they tap 'I'm back'.
 */
export function useTaskBreak(code: string, show: Show) {
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState(false);
  const refresh = () => Promise.all([utils.live.assignments.invalidate({ code }), utils.sessions.get.invalidate({ code })]);
  const run = (call: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    call()
      .then(() => {
        show(done, 'info');
        return refresh();
      })
      .catch((error: unknown) => {
        reportError(error);
        show(serverMessage(error) ?? failed, 'error');
      })
      .finally(() => setBusy(false));
  };
  return {
    busy,
    stepAway: (a: AssignmentItem) =>
      run(() => utils.client.live.pauseTask.mutate({ code, assignmentId: a.id }), `${a.task_name} is back in the plan. Take your break.`, 'Failed to pause the task'),
    back: () => run(() => utils.client.live.back.mutate({ code }), 'Welcome back!', 'Failed to end the break'),
  };
}

/** Shown on the cook's screen while they are on a break; 'I'm back' asks for work again. */
export function BreakNotice({ since, busy, onBack }: { since: string | null | undefined; busy: boolean; onBack: () => void }) {
  if (!since) return null;
  return (
    <section className="card cook-break" role="status" aria-live="polite" aria-labelledby="cook-break-title">
      <h2 id="cook-break-title" className="card-title">
        On a break
      </h2>
      <p>Your task went back to the plan with the time you spent on it. No new tasks come to you until you are back.</p>
      <Button onClick={onBack} busy={busy}>
        I&apos;m back
      </Button>
    </section>
  );
}
