/** Every text of the cook path that the spec fixes (spec 01 §2, §8, §9). */
export const COOK_MESSAGES = {
  sessionNotFound: 'Session not found. Please check the code and try again.',
  nameTakenHelp:
    'This usually means someone with this name is currently active in the session. If this is you reconnecting, please wait a moment and try again.',
  joinFailed: 'Failed to join session. Please try again.',
  skillsLoadFailed: 'Failed to load skill requirements',
  skillsSaveFailed: 'Failed to save your skills. Please try again.',
  sessionError: 'Session Error',
  sessionErrorText: 'Unable to load session information.',
  unableToConnect: 'Unable to connect to session',
  endedByHost: 'Session ended by the host',
} as const;

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
