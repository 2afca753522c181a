import { z } from 'zod';

/** Limits and messages from spec 01 §5 and §9. */
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 8;
export const REQUIRED = 'This field is required.';
export const MESSAGES = {
  usernameShort: 'Must be at least 3 characters long',
  passwordShort: 'Password must be at least 8 characters long',
  passwordsDiffer: 'Passwords do not match',
  emailInvalid: 'Enter a valid email address.',
  usernameTaken: 'A user with that username already exists.',
  usernameChars: 'Use letters, digits and . _ - only.',
  badCredentials: 'Invalid username or password.',
} as const;

const requiredText = (max: number) =>
  z
    .string({ error: REQUIRED })
    .max(max, { error: `Ensure this field has no more than ${max} characters.` });

export const registerInput = z
  .object({
    username: requiredText(150)
      .trim()
      .min(1, { error: REQUIRED })
      .min(USERNAME_MIN, { error: MESSAGES.usernameShort })
      .regex(/^[\p{L}\p{N}._-]+$/u, { error: MESSAGES.usernameChars }),
    email: requiredText(254).trim().min(1, { error: REQUIRED }).pipe(z.email({ error: MESSAGES.emailInvalid })),
    password: requiredText(256).min(1, { error: REQUIRED }).min(PASSWORD_MIN, { error: MESSAGES.passwordShort }),
    password_confirm: requiredText(256).min(1, { error: REQUIRED }),
    is_host: z.boolean({ error: 'Must be true or false.' }).default(false),
  })
  .superRefine((v, ctx) => {
    if (v.password_confirm && v.password !== v.password_confirm) {
      ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: MESSAGES.passwordsDiffer });
    }
  });
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  username: requiredText(150).trim().min(1, { error: REQUIRED }),
  password: requiredText(256).min(1, { error: REQUIRED }),
});
export type LoginInput = z.input<typeof loginInput>;

export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  is_host: z.boolean(),
  is_staff: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export interface AuthResult {
  token: string;
  user: User;
}

/** Field errors in the spec's shape: `{field: [messages]}`; `non_field_errors` for the whole form. */
export type FieldErrors = Record<string, string[]>;
