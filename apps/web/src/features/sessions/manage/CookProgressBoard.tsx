import type { SessionView } from '@brigade/contracts';
import { Button } from '../../../ui';
import { formatClock } from '../format';
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
  const utils = trpc.useUtils();
  const refresh = trpc.live.refreshAssignments.useMutation();
  const unassign = trpc.live.unassignTasks.useMutation();
  const code = session.code;

  // Every cook has a column (issue 26): an idle one says why, an absent one since when.
  const columns = session.participants.map((participant) => ({ participant, assignments: assignmentsOf(session, participant) }));
  const { idleOf, now } = useHostBoard(session);

  const refreshTasks = () =>
    run('refresh', 'Failed to refresh task assignments', async () => {
      const result = await refresh.mutateAsync({ code });
      if (!result.success) throw new ActionFailed(result.error ?? result.message ?? 'Failed to refresh task assignments');
      await utils.sessions.get.invalidate({ code });
    });

  return (
    <section className="card cook-board" aria-labelledby="cook-progress-title">
      <div className="section-heading">
        <h2 id="cook-progress-title" className="card-title">
          Cook Progress
        </h2>
        <Button variant="secondary" className="button-small" busy={busy === 'refresh'} onClick={() => void refreshTasks()}>
          Refresh Tasks
        </Button>
      </div>
      <PutDownTasks session={session} />
      {columns.length === 0 ? (
        <p className="muted">No tasks handed out yet. Tasks appear here as soon as cooks join.</p>
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
                aria-label={`${participant.display_name} progress`}
                data-participant={participant.id}
              >
                <header className="cook-column-header">
                  <h3>
                    {participant.display_name}
                  </h3>
                  <span className="cook-done-count">{done.length} completed</span>
                </header>
                <StationNote station={participant.station} />
                {orphaned && (
                  <div className="orphan-warning" role="alert">
                    <p>
                      Orphaned task: <strong>{current.task_name}</strong> is waiting for a cook who left.
                    </p>
                    <Button
                      variant="danger"
                      className="button-small"
                      busy={busy === `unassign-${participant.id}`}
                      onClick={() =>
                        void run(`unassign-${participant.id}`, 'Failed to unassign tasks', async () => {
                          await unassign.mutateAsync({ code, participantId: participant.id });
                          await utils.sessions.get.invalidate({ code });
                        })
                      }
                    >
                      Unassign
                    </Button>
                  </div>
                )}
                <CookNow participant={participant} assignments={assignments} idle={idleOf(participant.id)} now={now} />
                {next && <p className="muted">Up next: {next.task_name}</p>}
                <div className="cook-completed">
                  <h4>Completed</h4>
                  {done.length === 0 ? (
                    <p className="muted">Nothing yet</p>
                  ) : (
                    <ul className="cook-completed-list">
                      {done.map((a) => (
                        <li key={a.id}>
                          <span>{a.task_name}</span>
                          <time dateTime={a.completed_at ?? undefined}>{formatClock(a.completed_at)}</time>
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
