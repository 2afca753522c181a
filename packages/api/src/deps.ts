import type { DB, UserRow } from '@brigade/db';
import type { Clock } from './clock';
import type { RateLimiter } from './auth/rate-limit';

/** Everything services need, passed in (never imported as singletons) so tests can build their own. */
export interface AppDeps {
  db: DB;
  /** Kitchen time (scaled for rehearsals). */
  clock: Clock;
  limits: { failedLogins: RateLimiter; registrations: RateLimiter };
  config: AppConfig;
}

export interface AppConfig {
  /** Base URL phones use to reach this server, e.g. http://192.168.1.20:3000 (never localhost). */
  publicUrl: string;
  importAllowPrivate: boolean;
  ai: { apiKey?: string; baseURL?: string; model?: string };
}

/** Who is calling: an account, an anonymous cook bound to one session, or nobody. */
export type Principal =
  | { kind: 'user'; user: UserRow; tokenHash: string }
  | { kind: 'cook'; participantId: number; sessionId: number; tokenHash: string }
  | null;

export interface RequestMeta {
  /** The caller's address, for rate limits. */
  ip: string;
}
