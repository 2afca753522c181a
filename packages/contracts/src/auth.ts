import { z } from 'zod';

export * from './auth-rules';
import { MESSAGES, PASSWORD_MIN, REQUIRED, USERNAME_MIN } from './auth-rules';

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
