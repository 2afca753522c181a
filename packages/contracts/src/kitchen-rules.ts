/** Kitchen form messages, without zod (see session-rules.ts). */
export const KITCHEN_MESSAGES = {
  nameRequired: 'Kitchen name is required',
} as const;
