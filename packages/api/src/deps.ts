import type { LiveEvent } from '@brigade/contracts';
import type { Plan } from '@brigade/domain';
import type { DB, Queryable } from '@brigade/db';
import type { Clock } from './clock';
import type { RateLimiter } from './auth/rate-limit';
import type { BrigadeMetrics } from './metrics';
import type { AiProgressHub } from './studio/ai-progress';
import type { PlanJob } from './live/engine/planner/plan-worker';

/**
 * Everything services need, passed in (never imported as singletons) so tests can build their own.
 * Built once, by `buildAppDeps` (app-deps.ts). The live parts are named here by what services use
 * of them (the narrow interfaces below), so this file imports none of their implementations.
 */
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
  events: EventBus;
  /** Which cooks have a live connection open right now. */
  presence: PresenceTracker;
  /** Planner time budget per re-plan, in milliseconds. */
  planBudgetMs: number;
  /** When each active session's plan next starts a task for an idle cook, so the timer loop can dispatch then. */
  wakes: DispatchWakes;
  /** Plans sessions in worker threads, off the request thread and outside write transactions. */
  planner: Planner;
  /** Counters and histograms for GET /metrics. */
  metrics: BrigadeMetrics;
  /** How the server reaches the outside world (URL import, AI); tests inject fakes. */
  outside?: OutsideAccess;
  /** Progress of running AI calls for the browsers that follow them. */
  aiProgress: AiProgressHub;
  /** Orders each session's changes in this process (see changeSession). */
  sessionOrder: SessionOrder;
  /**
   * Several instances on one PostgreSQL database (issue 16, docs/scale-out.md): event fan-out
   * between them and one owner per session. Absent on SQLite (one process, the in-memory bus).
   */
  cluster?: ClusterLink;
}

/** The event fan-out (SessionEventBus, or ClusterEventBus between instances). */
export interface EventBus {
  subscribe(sessionId: number, listener: (event: LiveEvent) => void): () => void;
  subscribeAll(listener: (sessionId: number, event: LiveEvent) => void): () => void;
  /** Several instances: a bus that did not follow this session yet goes on from `lastEventId`. */
  anchor(sessionId: number, lastEventId: number): void;
  publish(sessionId: number, event: LiveEvent): void;
  sessionCount(): number;
}

/** Open live connections per participant (Presence). */
export interface PresenceTracker {
  connect(participantId: number): void;
  /** True when this was the participant's last open connection (then `closed` is kept for the reconnect grace). */
  disconnect(participantId: number, closed?: { sessionId: number; at: number }): boolean;
  isOpen(participantId: number): boolean;
  openIds(): number[];
  count(): number;
  /** When the cook's last live connection here closed (kitchen time), while none reopened. */
  closedAt(participantId: number): number | undefined;
  /** Sessions with a cook whose last connection here closed at or before `before`. */
  closedSessions(before: number): number[];
  forget(participantId: number): void;
}

/** The live planner (LivePlanner) as the services and the engine call it. */
export interface Planner {
  request(sessionId: number, opts?: { urgent?: boolean }): void;
  /** One plan made in a worker, outside any session's queue (the plan preview). */
  planOnce(job: PlanJob): Promise<Plan>;
  planToHandOut(trx: Queryable, sessionId: number): Promise<Plan | undefined>;
  currentPlan(sessionId: number): Plan | undefined;
  forget(sessionId: number): void;
  ended(trx: Queryable, sessionId: number): Promise<void>;
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** One change of a session at a time in this process (KeyedQueue). */
export interface SessionOrder {
  run<T>(key: number, task: () => Promise<T>): Promise<T>;
  readonly size: number;
}

/** This instance among several (Cluster). */
export interface ClusterLink {
  owns(sessionId: number): boolean;
  planElsewhere(sessionId: number, opts: { urgent?: boolean }): void;
  settled(): Promise<void>;
  announce(trx: Queryable, sessionId: number, first: number, previous: number): Promise<void>;
}

/** Kitchen times at which a session's plan starts a task for an idle cook (DispatchWakeMap). */
export interface DispatchWakes {
  /** Remembers the session's next wake (null: nothing to wait for). */
  set(sessionId: number, at: number | null): void;
  get(sessionId: number): number | undefined;
  /** Sessions whose wake is at or before `now`. */
  due(now: number): number[];
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
  links?: {
    trustUrl: string;
    secureUrl: string | null;
    kitchenCa: boolean;
    /** HTTPS with HTTP_PORT: the plain-HTTP base the join links lead to (its /welcome page, issue 35). */
    welcomeUrl?: string | null;
  };
  importAllowPrivate: boolean;
  /**
   * False when the server listens on a loopback address only (HOST=127.0.0.1): no phone can reach
   * the join links, and the host's page says so instead of showing a QR code (issue 38.7). Default true.
   */
  phonesCanReach?: boolean;
  /** `deadlineMs`: one deadline per AI generate or edit (default 90 s). */
  ai: { apiKey?: string; baseURL?: string; model?: string; deadlineMs?: number };
}
