/**
 * Session constants and the code normaliser, without zod: the cook's pages import these, and a
 * module without schemas keeps zod off their path (the package is marked side-effect free).
 */
export const SESSION_CODE_LENGTH = 6;
/** No 0/O, 1/I/L: a code read aloud across a kitchen or typed on a phone must not be ambiguous. */
export const SESSION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const DISPLAY_NAME_MAX = 50;
export const DEFAULT_PRIORITY_ORDER = 1;

export const SESSION_STATUSES = ['waiting', 'active', 'completed', 'terminated'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_STATUS_LABEL: Record<SessionStatus, string> = {
  waiting: 'Waiting',
  active: 'Active',
  completed: 'Complete',
  terminated: 'Ended Early',
};

export const STATION_PREFERENCES = ['rotation', 'fixed'] as const;

export const SESSION_MESSAGES = {
  kitchenRequired: 'Please select a kitchen',
  codeInvalid: 'Please enter a valid 6-character session code',
  nameRequired: 'Please enter your name',
} as const;

/** Codes are matched case-insensitively and without stray characters, like the join form does. */
export const normalizeSessionCode = (code: string) => code.replace(/[^a-z0-9]/gi, '').toUpperCase().slice(0, SESSION_CODE_LENGTH);
