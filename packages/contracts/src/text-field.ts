import { z } from 'zod';

/**
 * A text field: 'Must be text.' when the value is not a string, and each check's own message
 * otherwise (zod's, with its code, for a `.max(n)` without one). A plain string error on
 * `z.string()` would also answer a text that is too long with 'Must be text.'.
 */
export const textField = () => z.string({ error: (issue) => (issue.code === 'invalid_type' ? 'Must be text.' : undefined) });
