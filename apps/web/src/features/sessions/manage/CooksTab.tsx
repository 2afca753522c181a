import type { ParticipantView, SessionView } from '@brigade/contracts';
import { useState, type ReactNode } from 'react';
import { trpc } from '../../../app/trpc';
import { Button, ButtonLink, ConfirmDialog, Pill } from '../../../ui';
import { formatDateTime, lastSeenText } from '../format';
import { assignmentsOf, currentTaskOf, type TabProps } from './types';
import { useNow } from './use-now';
import { StationNote } from './StationNote';
import { BreakBadge } from './CookBreak';
import { SecureBadge } from '../../trust/SecureBadge';

export function CooksTab({ session, run, busy }: TabProps) {
  const active = session.participants.filter((p) => p.is_cooking);
  const disconnected = session.participants.filter((p) => !p.is_cooking);
  if (session.participants.length === 0) {
    return (
      <section className="card">
        <h2 className="card-title">No cooks yet</h2>
        <p className="muted">Cooks appear here as soon as they join with the session code {session.code}.</p>
      </section>
    );
  }
  return (
    <div className="cooks-tab">
      <section aria-labelledby="active-cooks-title">
        <h2 id="active-cooks-title">Active Cooks ({active.length})</h2>
        {active.length === 0 ? (
          <p className="muted">No cook is connected right now.</p>
        ) : (
          <div className="card-grid">
            {active.map((p) => (
              <ActiveCookCard key={p.id} session={session} participant={p} run={run} busy={busy} />
            ))}
          </div>
        )}
      </section>
      {disconnected.length > 0 && (
        <section aria-labelledby="disconnected-cooks-title">
          <h2 id="disconnected-cooks-title">Disconnected Cooks ({disconnected.length})</h2>
          <div className="card-grid">
            {disconnected.map((p) => (
              <DisconnectedCookCard key={p.id} session={session} participant={p} run={run} busy={busy} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

interface CookCardProps extends TabProps {
  participant: ParticipantView;
}

function useParticipantActions(session: SessionView) {
  const utils = trpc.useUtils();
  const code = session.code;
  const remove = trpc.live.removeParticipant.useMutation();
  const disconnect = trpc.live.forceDisconnect.useMutation();
  const unassign = trpc.live.unassignTasks.useMutation();
  const refetch = () => utils.sessions.get.invalidate({ code });
  return {
    remove: (participantId: number) => async () => {
      await remove.mutateAsync({ code, participantId });
      await refetch();
    },
    disconnect: (participantId: number) => async () => {
      await disconnect.mutateAsync({ code, participantId });
      await refetch();
    },
    unassign: (participantId: number) => async () => {
      await unassign.mutateAsync({ code, participantId });
      await refetch();
    },
  };
}

function CookName({ participant }: { participant: ParticipantView }) {
  const isHost = participant.is_host || participant.user?.is_host;
  return (
    <h3 className="card-title">
      {participant.display_name}
      {isHost && (
        <Pill shape="badge" tone="badge-host">
          Host
        </Pill>
      )}
      <BreakBadge participant={participant} />
      <SecureBadge participant={participant} />
    </h3>
  );
}

function ActiveCookCard({ session, participant, run, busy }: CookCardProps) {
  const actions = useParticipantActions(session);
  const current = currentTaskOf(session, participant);
  const skills = participant.skills.length;
  return (
    <article className="card cook-card" aria-label={participant.display_name}>
      <CookName participant={participant} />
      <StationNote station={participant.station} />
      <dl className="detail-list">
        <div>
          <dt>Skills</dt>
          <dd>
            {skills} {skills === 1 ? 'skill' : 'skills'}
          </dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{formatDateTime(participant.joined_at)}</dd>
        </div>
        <div>
          <dt>Current task</dt>
          <dd>{current ? current.task_name : 'None'}</dd>
        </div>
        <div>
          <dt>Tasks completed</dt>
          <dd>{participant.tasks_completed}</dd>
        </div>
      </dl>
      <div className="card-actions">
        <ButtonLink to={`/skills/${session.code}?participant=${participant.id}`} variant="secondary" className="button-small">
          Manage Skills
        </ButtonLink>
        <HostAction name="disconnect" participant={participant} variant="secondary" fallback="Failed to disconnect participant" action={actions.disconnect} run={run} busy={busy}>
          Force Disconnect
        </HostAction>
        <HostAction name="remove" participant={participant} variant="danger" fallback="Failed to remove participant" action={actions.remove} confirm={removeConfirm(participant)} run={run} busy={busy}>
          Remove
        </HostAction>
      </div>
    </article>
  );
}

function DisconnectedCookCard({ session, participant, run, busy }: CookCardProps) {
  const actions = useParticipantActions(session);
  const now = useNow();
  const held = assignmentsOf(session, participant).filter((a) => a.status === 'in_progress' || a.status === 'pending');
  const orphaned = held.find((a) => a.status === 'in_progress') ?? null;
  return (
    <article className="card cook-card cook-card-disconnected" aria-label={participant.display_name}>
      <CookName participant={participant} />
      <p className="muted">Last seen: {lastSeenText(participant.last_seen, now)}</p>
      <StationNote station={participant.station} />
      {orphaned && (
        <p className="orphan-warning">
          Orphaned task: <strong>{orphaned.task_name}</strong>
        </p>
      )}
      <dl className="detail-list">
        <div>
          <dt>Tasks completed</dt>
          <dd>{participant.tasks_completed}</dd>
        </div>
      </dl>
      <div className="card-actions">
        {held.length > 0 && (
          <HostAction name="unassign" participant={participant} variant="secondary" fallback="Failed to unassign tasks" action={actions.unassign} run={run} busy={busy}>
            Unassign Tasks
          </HostAction>
        )}
        <HostAction name="remove" participant={participant} variant="danger" fallback="Failed to remove participant" action={actions.remove} confirm={removeConfirm(participant)} run={run} busy={busy}>
          Remove from Session
        </HostAction>
      </div>
    </article>
  );
}

interface HostActionProps extends Pick<TabProps, 'run' | 'busy'> {
  /** Names the action for the busy state: one busy button at a time. */
  name: string;
  participant: ParticipantView;
  variant: 'secondary' | 'danger';
  /** Shown in the page banner when the server gives no message. */
  fallback: string;
  action: (participantId: number) => () => Promise<unknown>;
  /** Asked first in the confirmation dialog (Remove): the question and what follows. */
  confirm?: { title: string; text: string };
  children: ReactNode;
}

/** A host's action on one cook (disconnect, unassign, remove), busy while it runs. */
function HostAction({ name, participant, variant, fallback, action, run, busy, confirm, children }: HostActionProps) {
  const key = `${name}-${participant.id}`;
  const [asking, setAsking] = useState(false);
  const go = () => {
    setAsking(false);
    void run(key, fallback, action(participant.id));
  };
  return (
    <>
      <Button variant={variant} className="button-small" busy={busy === key} onClick={confirm ? () => setAsking(true) : go}>
        {children}
      </Button>
      {confirm && (
        <ConfirmDialog open={asking} title={confirm.title} confirmLabel="Remove" danger onConfirm={go} onCancel={() => setAsking(false)}>
          <p>{confirm.text}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** Remove is final: asked first (issue 26). */
const removeConfirm = (participant: ParticipantView) => ({
  title: `Remove ${participant.display_name}?`,
  text: `${participant.display_name} leaves the session for good: their tasks go back to the plan and their phone is signed out of this session.`,
});
