import type { SessionView } from '@brigade/contracts';
import { Button } from '../../../ui';
import { formatClock } from '../format';
import { ActionFailed, assignmentsOf, type RunAction } from './types';
import { trpc } from '../../../app/trpc';
import { StationNote } from './StationNote';
import { BreakBadge, PutDownTasks } from './CookBreak';

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

  const columns = session.participants
    .map((participant) => ({ participant, assignments: assignmentsOf(session, participant) }))
    // A cook on a break keeps their column, so the host sees who stepped away.
    .filter((c) => c.assignments.length > 0 || c.participant.on_break_since);

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
            const current = assignments.find((a) => a.status === 'in_progress') ?? null;
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
                    <BreakBadge participant={participant} />
                  </h3>
                  <span className="cook-done-count">{done.length} completed</span>
                </header>
                <StationNote station={participant.station} />
                {!participant.is_cooking && <p className="cook-status-offline">Disconnected</p>}
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
                <div className="cook-current">
                  <h4>Current task</h4>
                  {current ? (
                    <p>
                      <strong>{current.task_name}</strong>
                      <span className="muted"> · {current.recipe_name}</span>
                      <br />
                      <span className="muted">Started {formatClock(current.started_at ?? current.assigned_at)}</span>
                    </p>
                  ) : (
                    <p className="muted">No task in progress</p>
                  )}
                  {next && <p className="muted">Up next: {next.task_name}</p>}
                </div>
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
