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
