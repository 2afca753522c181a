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
 * The moment the cook made the tap, on the kitchen clock (the phone computes it from its clock
 * anchor), so a tap queued offline is recorded when it was made (issue 35). The server keeps it
 * within bounds (`tapMoment` in packages/api): not before the task was handed out (or started),
 * not after the tap arrived. Absent: the arrival. Not an ISO-8601 time with its offset: a 400 naming it.
 */
export const tappedAtField = z.iso.datetime({ offset: true }).optional();

/**
 * Fields every cook tap may carry over tRPC: `clientOpId` in tRPC's camelCase, and `tapped_at`
 * named as on REST and /ws (the name both halves of issue 35 build to; `tappedAt` is read too).
 */
export const cookTapFields = { clientOpId: clientOpIdField, tapped_at: tappedAtField, tappedAt: tappedAtField };

/** The REST body and /ws message fields of a tap, in the spec's snake_case. */
export const cookTapBody = z
  .object({ client_op_id: clientOpIdField, finish_early: z.boolean().optional(), tapped_at: tappedAtField })
  .loose()
  .nullish();
export type CookTapBody = z.infer<typeof cookTapBody>;
