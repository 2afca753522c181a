import type { SessionView } from '@brigade/contracts';
import { Button } from '../../../ui';
import { T, translateApiText, useFormat, useRecipeText, useT } from '../../../i18n';
import { isRunningByItself } from '../board/cook-state';
import { ActionFailed, assignmentsOf, type RunAction } from './types';
import { trpc } from '../../../app/trpc';
import { StationNote } from './StationNote';
import { PutDownTasks } from './CookBreak';
import { CookNow } from '../board/CookNow';
import { useHostBoard } from '../board/use-host-board';

interface CookProgressBoardProps {
  session: SessionView;
  run: RunAction;
  busy: string | null;
}

/**
 * Spec 01 §2: one column per cook with assignments (at most 4 side by side), each with the completed
 * count, the current task and its start time, and the completed list (scrolling, max 200 px).
 */
export function CookProgressBoard({ session, run, busy }: CookProgressBoardProps) {
  const t = useT();
  const local = useRecipeText();
  const f = useFormat();
  const utils = trpc.useUtils();
  const refresh = trpc.live.refreshAssignments.useMutation();
  const unassign = trpc.live.unassignTasks.useMutation();
  const code = session.code;

  // Every cook has a column (issue 26): an idle one says why, an absent one since when.
  const columns = session.participants.map((participant) => ({ participant, assignments: assignmentsOf(session, participant) }));
  const { idleOf, now } = useHostBoard(session);

  const refreshTasks = () =>
    run('refresh', t('host.board.refreshFailed'), async () => {
      const result = await refresh.mutateAsync({ code });
      // Refused in a successful answer (a session not running): the server's words by their code.
      if (!result.success) throw new ActionFailed(translateApiText(t, result.text, result.error ?? t('host.board.refreshFailed')));
      await utils.sessions.get.invalidate({ code });
    });

  return (
    <section className="card cook-board" aria-labelledby="cook-progress-title">
      <div className="section-heading">
        <h2 id="cook-progress-title" className="card-title">
          {t('host.board.title')}
        </h2>
        <Button variant="secondary" className="button-small" busy={busy === 'refresh'} onClick={() => void refreshTasks()}>
          {t('host.board.refresh')}
        </Button>
      </div>
      <PutDownTasks session={session} />
      {columns.length === 0 ? (
        <p className="muted">{t('host.board.empty')}</p>
      ) : (
        <div className="cook-board-columns">
          {columns.map(({ participant, assignments }) => {
            const current = assignments.find((a) => a.status === 'in_progress' && !isRunningByItself(a)) ?? null;
            const next = assignments.find((a) => a.status === 'pending') ?? null;
            const done = assignments
              .filter((a) => a.status === 'completed')
              .sort((a, b) => (b.completed_at ?? '').localeCompare(a.completed_at ?? ''));
            const orphaned = !participant.is_cooking && current !== null;
            return (
              <article
                key={participant.id}
                className={['cook-column', participant.is_cooking ? null : 'cook-column-disconnected'].filter(Boolean).join(' ')}
                aria-label={t('host.board.columnLabel', { name: participant.display_name })}
                data-participant={participant.id}
              >
                <header className="cook-column-header">
                  <h3>
                    {participant.display_name}
                  </h3>
                  <span className="cook-done-count">{t('host.board.doneCount', { count: done.length })}</span>
                </header>
                <StationNote station={participant.station} />
                {orphaned && (
                  <div className="orphan-warning" role="alert">
                    <p>
                      <T id="host.board.orphaned" values={{ task: local.assignment(current).task }} components={{ 0: <strong /> }} />
                    </p>
                    <Button
                      variant="danger"
                      className="button-small"
                      busy={busy === `unassign-${participant.id}`}
                      onClick={() =>
                        void run(`unassign-${participant.id}`, t('host.board.unassignFailed'), async () => {
                          await unassign.mutateAsync({ code, participantId: participant.id });
                          await utils.sessions.get.invalidate({ code });
                        })
                      }
                    >
                      {t('host.board.unassign')}
                    </Button>
                  </div>
                )}
                <CookNow participant={participant} assignments={assignments} idle={idleOf(participant.id)} now={now} />
                {next && <p className="muted">{t('host.board.upNext', { task: local.assignment(next).task })}</p>}
                <div className="cook-completed">
                  <h4>{t('host.board.completed')}</h4>
                  {done.length === 0 ? (
                    <p className="muted">{t('host.board.nothingYet')}</p>
                  ) : (
                    <ul className="cook-completed-list">
                      {done.map((a) => (
                        <li key={a.id}>
                          <span>{local.assignment(a).task}</span>
                          <time dateTime={a.completed_at ?? undefined}>{f.clock(a.completed_at)}</time>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </article>
            );
          })}
        </div>
      )}
    </section>
  );
}
