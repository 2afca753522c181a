/*
 * No zod here: the web app's entry reads these words (the join notice), and importing them from a
 * module that builds schemas would put zod in every page's first script.
 */

/** Why the server closes a cook's live connection (close code 4003 on /ws, UNAUTHORIZED on tRPC). */
export const KICK_MESSAGES = {
  removed: 'The host removed you from this session.',
  disconnected_by_host: 'The host disconnected you. Rejoin the session to carry on.',
} as const;

/** Close code of /ws for a cook the host took out. */
export const KICKED_CLOSE_CODE = 4003;
