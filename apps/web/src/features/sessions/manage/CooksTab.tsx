import type { ParticipantView, SessionView } from '@brigade/contracts';
import { useState, type ReactNode } from 'react';
import { trpc } from '../../../app/trpc';
import { Button, ButtonLink, ConfirmDialog, Pill } from '../../../ui';
import { T, type Translate, useFormat, useRecipeText, useT } from '../../../i18n';
import { lastSeenText } from './last-seen';
import { assignmentsOf, currentTaskOf, type TabProps } from './types';
import { useNow } from './use-now';
import { StationNote } from './StationNote';
import { BreakBadge } from './CookBreak';
import { SecureBadge } from '../../trust/SecureBadge';

export function CooksTab({ session, run, busy }: TabProps) {
  const t = useT();
  const active = session.participants.filter((p) => p.is_cooking);
  const disconnected = session.participants.filter((p) => !p.is_cooking);
  if (session.participants.length === 0) {
    return (
      <section className="card">
        <h2 className="card-title">{t('host.cooks.noneTitle')}</h2>
        <p className="muted">{t('host.cooks.noneText', { code: session.code })}</p>
      </section>
    );
  }
  return (
    <div className="cooks-tab">
      <section aria-labelledby="active-cooks-title">
        <h2 id="active-cooks-title">{t('host.cooks.active', { count: active.length })}</h2>
        {active.length === 0 ? (
          <p className="muted">{t('host.cooks.noneConnected')}</p>
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
          <h2 id="disconnected-cooks-title">{t('host.cooks.disconnected', { count: disconnected.length })}</h2>
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
  const t = useT();
  const isHost = participant.is_host || participant.user?.is_host;
  return (
    <h3 className="card-title">
      {participant.display_name}
      {isHost && (
        <Pill shape="badge" tone="badge-host">
          {t('host.cooks.hostBadge')}
        </Pill>
      )}
      <BreakBadge participant={participant} />
      <SecureBadge participant={participant} />
    </h3>
  );
}

function ActiveCookCard({ session, participant, run, busy }: CookCardProps) {
  const t = useT();
  const local = useRecipeText();
  const f = useFormat();
  const actions = useParticipantActions(session);
  const current = currentTaskOf(session, participant);
  const skills = participant.skills.length;
  return (
    <article className="card cook-card" aria-label={participant.display_name}>
      <CookName participant={participant} />
      <StationNote station={participant.station} />
      <dl className="detail-list">
        <div>
          <dt>{t('host.cooks.skills')}</dt>
          <dd>{t('host.cooks.skillCount', { count: skills })}</dd>
        </div>
        <div>
          <dt>{t('host.cooks.joined')}</dt>
          <dd>{f.dateTime(participant.joined_at)}</dd>
        </div>
        <div>
          <dt>{t('host.cooks.currentTask')}</dt>
          <dd>{current ? local.assignment(current).task : t('host.cooks.noTask')}</dd>
        </div>
        <div>
          <dt>{t('host.cooks.tasksCompleted')}</dt>
          <dd>{participant.tasks_completed}</dd>
        </div>
      </dl>
      <div className="card-actions">
        <ButtonLink to={`/skills/${session.code}?participant=${participant.id}`} variant="secondary" className="button-small">
          {t('host.cooks.manageSkills')}
        </ButtonLink>
        <HostAction name="disconnect" participant={participant} variant="secondary" fallback={t('host.cooks.disconnectFailed')} action={actions.disconnect} run={run} busy={busy}>
          {t('host.cooks.forceDisconnect')}
        </HostAction>
        <HostAction name="remove" participant={participant} variant="danger" fallback={t('host.cooks.removeFailed')} action={actions.remove} confirm={removeConfirm(t, participant)} run={run} busy={busy}>
          {t('host.cooks.remove')}
        </HostAction>
      </div>
    </article>
  );
}

function DisconnectedCookCard({ session, participant, run, busy }: CookCardProps) {
  const t = useT();
  const local = useRecipeText();
  const actions = useParticipantActions(session);
  const now = useNow();
  const held = assignmentsOf(session, participant).filter((a) => a.status === 'in_progress' || a.status === 'pending');
  const orphaned = held.find((a) => a.status === 'in_progress') ?? null;
  return (
    <article className="card cook-card cook-card-disconnected" aria-label={participant.display_name}>
      <CookName participant={participant} />
      <p className="muted">{t('host.cooks.lastSeen', { when: lastSeenText(t, participant.last_seen, now) })}</p>
      <StationNote station={participant.station} />
      {orphaned && (
        <p className="orphan-warning">
          <T id="host.cooks.orphaned" values={{ task: local.assignment(orphaned).task }} components={{ 0: <strong /> }} />
        </p>
      )}
      <dl className="detail-list">
        <div>
          <dt>{t('host.cooks.tasksCompleted')}</dt>
          <dd>{participant.tasks_completed}</dd>
        </div>
      </dl>
      <div className="card-actions">
        {held.length > 0 && (
          <HostAction name="unassign" participant={participant} variant="secondary" fallback={t('host.board.unassignFailed')} action={actions.unassign} run={run} busy={busy}>
            {t('host.cooks.unassignTasks')}
          </HostAction>
        )}
        <HostAction name="remove" participant={participant} variant="danger" fallback={t('host.cooks.removeFailed')} action={actions.remove} confirm={removeConfirm(t, participant)} run={run} busy={busy}>
          {t('host.cooks.removeFromSession')}
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
  const t = useT();
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
        <ConfirmDialog open={asking} title={confirm.title} confirmLabel={t('host.cooks.remove')} danger onConfirm={go} onCancel={() => setAsking(false)}>
          <p>{confirm.text}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** Remove is final: asked first (issue 26). */
const removeConfirm = (t: Translate, participant: ParticipantView) => ({
  title: t('host.cooks.removeTitle', { name: participant.display_name }),
  text: t('host.cooks.removeText', { name: participant.display_name }),
});
