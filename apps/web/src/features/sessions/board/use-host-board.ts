import type { CookIdle, SessionView } from '@brigade/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { trpc } from '../../../app/trpc';
import { useKitchenNow } from '../../live';
import { useCoalesced } from '../../live/use-coalesced';
import { boardNow } from './timers';

/** How often, at most, the board's idle reasons are asked for again while the kitchen changes (real ms). */
export const BOARD_REFRESH_MS = 3_000;

/**
 * The host board's plan-based facts (plan.board: why each idle cook is idle), asked again when
 * the kitchen changes (assignments, cooks, pause), at most every BOARD_REFRESH_MS, and the
 * kitchen's now for countdowns and overruns (standing still while paused).
 */
export function useHostBoard(session: SessionView) {
  const active = session.status === 'active';
  const utils = trpc.useUtils();
  const board = trpc.plan.board.useQuery({ code: session.code }, { enabled: active, refetchInterval: active && !session.paused_at ? 30_000 : false });
  const refresh = useCoalesced(() => void utils.plan.board.invalidate({ code: session.code }), BOARD_REFRESH_MS);
  useEffect(() => {
    if (active) refresh();
  }, [active, refresh, session.active_assignments, session.participants, session.paused_at]);
  const byCook = useMemo(() => new Map((board.data?.cooks ?? []).map((c) => [c.participant_id, c.idle])), [board.data]);
  const idleOf = useCallback((participantId: number): CookIdle | undefined => byCook.get(participantId), [byCook]);
  const now = boardNow(useKitchenNow(active, 1_000), session.paused_at);
  return { idleOf, now };
}
