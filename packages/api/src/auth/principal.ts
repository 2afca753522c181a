import type { UserRow } from '@brigade/db';

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
