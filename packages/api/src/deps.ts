import type { DB, UserRow } from '@brigade/db';
import type { Clock } from './clock';
import type { RateLimiter } from './auth/rate-limit';
import type { SessionEventBus } from './live/event-bus';
import type { LivePlanner } from './live/planner/live-planner';
import type { BrigadeMetrics } from './metrics';
import type { Presence } from './live/presence';
import type { AiProgressHub } from './studio/ai-progress';
import type { KeyedQueue } from './live/session-order';
import type { Cluster } from './live/cluster/cluster';

/** Everything services need, passed in (never imported as singletons) so tests can build their own. */
export interface AppDeps {
  db: DB;
  /** Kitchen time (scaled for rehearsals). */
  clock: Clock;
  /**
   * Wall time in ms (accounts, sign-in expiry, when a kitchen or recipe was made or changed): never
   * scaled, so a rehearsal at BRIGADE_CLOCK_SCALE=60 does not expire sign-ins 60 times faster.
   */
  wallNow: () => number;
  limits: { failedLogins: RateLimiter; registrations: RateLimiter };
  config: AppConfig;
  /** Committed session events, fanned out to live connections. */
  events: SessionEventBus;
  /** Which cooks have a live connection open right now. */
  presence: Presence;
  /** Planner time budget per re-plan, in milliseconds. */
  planBudgetMs: number;
  /** When each active session's plan next starts a task (kitchen ms), so the timer loop can dispatch then. */
  nextDispatchAt: Map<number, number>;
  /**
   * Plans sessions in worker threads, off the request thread and outside write transactions.
   * Absent: every change re-plans inside its own transaction (`BRIGADE_PLANNER=inline`, the old way).
   */
  planner?: LivePlanner;
  /** Counters and histograms for GET /metrics. */
  metrics?: BrigadeMetrics;
  /** How the server reaches the outside world (URL import, AI); tests inject fakes. */
  outside?: OutsideAccess;
  /** Progress of running AI calls for the browsers that follow them; made on first use. */
  aiProgress?: AiProgressHub;
  /** Orders each session's changes in this process (changeSession creates it when absent). */
  sessionOrder?: KeyedQueue;
  /**
   * Several instances on one PostgreSQL database (issue 16, docs/scale-out.md): event fan-out
   * between them and one owner per session. Absent on SQLite (one process, the in-memory bus).
   */
  cluster?: Cluster;
}

/** Network access for URL import and the AI client; unset fields use the real network. */
export interface OutsideAccess {
  fetch?: typeof fetch;
  lookup?: (host: string) => Promise<Array<{ address: string; family: number }>>;
}

export interface AppConfig {
  /** Base URL phones use to reach this server, e.g. http://192.168.1.20:3000 (never localhost). */
  publicUrl: string;
  /** Brigade's own HTTPS, for the trust page's QR code and the cook page (unset: plain HTTP, trust page beside the join links). */
  links?: { trustUrl: string; secureUrl: string | null; kitchenCa: boolean };
  importAllowPrivate: boolean;
  /** `deadlineMs`: one deadline per AI generate or edit (default 90 s). */
  ai: { apiKey?: string; baseURL?: string; model?: string; deadlineMs?: number };
}

/** Who is calling: an account, an anonymous cook bound to one session, or nobody. */
export type Principal =
  | { kind: 'user'; user: UserRow; tokenHash: string }
  | { kind: 'cook'; participantId: number; sessionId: number; tokenHash: string }
  | null;

export interface RequestMeta {
  /** The caller's address, for rate limits. */
  ip: string;
  /** The phone says its page is a secure context (HTTPS it trusts): shown on the host's cook list. */
  secure?: boolean;
}
