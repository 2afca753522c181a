import { z } from 'zod';

/**
 * The id a cook's phone gives each tap (Complete, Start timer, Request Help) so that sending it
 * again (queued offline, answer lost, page reloaded mid-send) changes nothing on the server.
 */
export const clientOpIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'An operation id is 8 to 64 letters, digits, - or _.')
  .optional();

/**
 * When the cook tapped (issue 35): ISO-8601 on the kitchen clock, from the phone's clock anchor,
 * taken at the tap itself, so a tap queued offline carries the moment it was made, not the moment
 * it arrived. The server keeps it within bounds (not before the task was handed out, not after
 * the tap arrived). Read by phones' software only: its message is not in the text table.
 */
export const tappedAtField = z.iso.datetime({ offset: true, error: 'A tap moment is an ISO-8601 date and time.' }).optional();

/** Fields every cook tap may carry, in tRPC's camelCase (`tapped_at` by its agreed name). */
export const cookTapFields = { clientOpId: clientOpIdField, tapped_at: tappedAtField };

/** The REST body and /ws message fields of a tap, in the spec's snake_case. */
export const cookTapBody = z
  .object({ client_op_id: clientOpIdField, finish_early: z.boolean().optional(), tapped_at: tappedAtField })
  .loose()
  .nullish();
export type CookTapBody = z.infer<typeof cookTapBody>;
