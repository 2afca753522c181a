import type { AssignmentItem, SessionView } from '@brigade/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useLayoutEffect, useState } from 'react';
import { trpc } from '../../app/trpc';

/** What the page knows of one of its queries. */
export interface AnswerState<T> {
  data: T | undefined;
  /** 0 for kept answers put in the cache from the device (offline snapshot), never read from the server. */
  dataUpdatedAt: number;
  isFetching: boolean;
}

export interface CookLiveStart {
  /** For `useSessionLive`: the event the first answer reflects, or 'pending' until it is in. */
  since: string | 'pending' | undefined;
  /** The assignments query may run: it holds the session answer's list, as new as `since`. */
  assignmentsReady: boolean;
  /**
   * The session answer's assignments while the query does not hold them yet (the render before
   * the layout effect below puts them there): the page draws its tasks with the answer's first
   * render, not one commit later.
   */
  firstAssignments: AssignmentItem[] | undefined;
}

/**
 * The session's answer as the start of the cook page's live view, or null while there is none
 * from the server yet (nothing, a kept copy from the device, or a newer read in flight).
 */
export function firstServerAnswer(session: AnswerState<SessionView>): SessionView | null {
  return session.data !== undefined && session.dataUpdatedAt > 0 && !session.isFetching ? session.data : null;
}

/**
 * Where the cook page's live view starts (issue 14). The session's answer carries the session's
 * assignments and the newest event it reflects (`last_event_id`): the page takes its list of
 * assignments from that same answer (instead of asking `live.assignments` beside it, which could
 * be read on either side of an event) and subscribes after that event. So the cook's first
 * request holds everything, an event committed before the subscription opens still arrives (the
 * server's backlog), and nothing is read a second time when the connection opens. Later changes
 * refetch `live.assignments` as before.
 *
 * A server without `last_event_id` (older) gives `since: undefined`: the live view then starts as
 * it did, from now, and reads the page again when it connects.
 */
export function useCookLiveStart(code: string, session: AnswerState<SessionView>): CookLiveStart {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const answer = firstServerAnswer(session);
  const [start, setStart] = useState<{ since: string | undefined } | null>(null);
  // Unless the cache holds a newer server answer of its own (a page opened again), the answer's
  // list is the one to show.
  const kept = queryClient.getQueryState(getQueryKey(trpc.live.assignments, { code }, 'query'))?.dataUpdatedAt ?? 0;
  const takeAnswers = answer !== null && kept < session.dataUpdatedAt;
  // Before the browser paints: the page never draws the session's answer beside older assignments.
  useLayoutEffect(() => {
    if (start || !answer) return;
    if (takeAnswers) utils.live.assignments.setData({ code }, answer.active_assignments, { updatedAt: session.dataUpdatedAt });
    setStart({ since: answer.last_event_id });
  }, [start, answer, takeAnswers, session.dataUpdatedAt, code, utils]);
  return {
    since: start ? start.since : 'pending',
    assignmentsReady: start !== null,
    firstAssignments: start === null && takeAnswers ? answer.active_assignments : undefined,
  };
}
