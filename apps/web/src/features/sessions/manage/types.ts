import type { AssignmentItem, ParticipantView, SessionView } from '@brigade/contracts';

/**
 * Runs a host action named `key` (its button shows busy meanwhile); on failure the page banner
 * shows the server's message or `fallback`. Resolves true on success.
 */
export type RunAction = (key: string, fallback: string, action: () => Promise<unknown>) => Promise<boolean>;

export interface TabProps {
  session: SessionView;
  run: RunAction;
  /** The action now running (by key), to show one busy button at a time. */
  busy: string | null;
}

export const isFinished = (session: SessionView) => session.status === 'completed' || session.status === 'terminated';

export function assignmentsOf(session: SessionView, participant: ParticipantView): AssignmentItem[] {
  return session.active_assignments.filter((a) => a.participant_id === participant.id || a.participant?.id === participant.id);
}

export const currentTaskOf = (session: SessionView, participant: ParticipantView) =>
  assignmentsOf(session, participant).find((a) => a.status === 'in_progress') ?? null;

/** The host's own participant, when they joined their session as a cook. */
export const hostParticipant = (session: SessionView) =>
  session.participants.find((p) => p.user?.id === session.host.id) ?? null;

/** A failure whose text the server sent in a successful answer (e.g. refresh's `error`). */
export class ActionFailed extends Error {}
