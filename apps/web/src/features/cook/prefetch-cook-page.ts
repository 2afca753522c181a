import { readParticipant, readSessionCode, readToken } from '../../app/storage';
import type { trpc } from '../../app/trpc';
import { seedFromSnapshot } from './offline/cook-snapshot';

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * The session code of a cook page the app opens on, when this browser holds a cook (or an
 * account) who can read it; otherwise null. Only a code already in its normal form (six capitals
 * and digits, as every link and the join form write it) is taken: it is the page's query key as is.
 */
export function openedCookCode(pathname: string): string | null {
  const match = /^\/cook\/([A-Z0-9]{6})\/?$/.exec(pathname);
  if (!match || !readToken()) return null;
  const code = match[1]!;
  // An anonymous cook's token opens their own session only: another code would just be refused.
  if (readParticipant() && readSessionCode()?.toUpperCase() !== code) return null;
  return code;
}

/**
 * Asks for the cook page's answers as the app starts, in one batched request, while the page's own
 * chunk is still loading: on a phone the first task then appears one round trip (and a render)
 * earlier. The same queries as the page's, so the page finds them in flight or answered. Kept
 * answers go in first, so a reload without a connection still shows the cook's tasks at once.
 */
export function prefetchCookPage(utils: Utils, code: string): void {
  seedFromSnapshot(utils, code);
  const input = { code };
  // The assignments come with the session's answer (cook-live-start.ts).
  void utils.sessions.get.prefetch(input);
  void utils.plan.taskIngredients.prefetch(input, { staleTime: 60_000 });
  void utils.live.stalls.prefetch(input);
}
