/** Spec 01 §9 timings. */
export const COOK_TIMINGS = {
  toastMs: 4_000,
  connectionToastDelayMs: 5_000,
  /** 'Connecting...' shows only when connecting takes longer than this (no flash, no layout shift). */
  connectingBannerDelayMs: 2_000,
  checkingMs: 800,
  anonymousHeartbeatDelayMs: 100,
  confettiDelayMs: 500,
  confettiDurationMs: 3_000,
  confettiBurstMs: 250,
} as const;
