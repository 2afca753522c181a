import { KITCHEN_EQUIPMENT_KEYS } from '@brigade/contracts';
import { formFailure, type FormFailure } from '../../app/form-errors';
import type { Translate } from '../../i18n';

/** The kitchen form's fields by the server's names (the update nests them under `changes.`). */
const KITCHEN_FIELDS: Record<string, string> = Object.fromEntries(
  ['name', 'description', 'equipment', ...KITCHEN_EQUIPMENT_KEYS.map((k) => `equipment.${k}`)].flatMap((server) => {
    const field = server.startsWith('equipment') ? 'equipment' : server;
    return [
      [server, field],
      [`changes.${server}`, field],
    ];
  }),
);

/** What the kitchen form shows for a failed create or update, in the page's language. */
export function kitchenFailure(error: unknown, fallback: string, t: Translate): FormFailure {
  return formFailure(error, { fields: KITCHEN_FIELDS, fallback, t });
}
