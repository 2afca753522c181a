import { z } from 'zod';

/**
 * The id a cook's phone gives each tap (Complete, Start timer, Request Help) so that sending it
 * again (queued offline, answer lost, page reloaded mid-send) changes nothing on the server.
 */
export const clientOpIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'An operation id is 8 to 64 letters, digits, - or _.')
  .optional();

/** Fields every cook tap may carry, in tRPC's camelCase. */
export const cookTapFields = { clientOpId: clientOpIdField };

/** The REST body and /ws message fields of a tap, in the spec's snake_case. */
export const cookTapBody = z
  .object({ client_op_id: clientOpIdField, finish_early: z.boolean().optional() })
  .loose()
  .nullish();
export type CookTapBody = z.infer<typeof cookTapBody>;
