/**
 * What a cook taken out of a session is told, without zod (see session-rules.ts): the web app's
 * start-up imports these, and one schema in the same module put zod back in its main chunk.
 */

/** Why the server closes a cook's live connection (close code 4003 on /ws, UNAUTHORIZED on tRPC). */
export const KICK_MESSAGES = {
  removed: 'The host removed you from this session.',
  disconnected_by_host: 'The host disconnected you. Rejoin the session to carry on.',
} as const;

/** Close code of /ws for a cook the host took out. */
export const KICKED_CLOSE_CODE = 4003;

export const JOIN_MESSAGES = {
  awayName: (name: string) => `The name '${name}' belongs to a cook who is away. Rejoin from the same phone, or ask the host to let you back in.`,
  registeredName: (name: string) => `The name '${name}' belongs to a registered cook in this session.`,
  removed: 'The host removed you from this session. Ask the host to let you back in.',
} as const;
