/**
 * The password rule (ASVS 5): 8 to 128 characters, no composition rules, and not a commonly used
 * password. Length is checked on both halves from here; the list of common passwords is large, so
 * only the server holds it (it answers `weak_password`). Free of zod, so any screen may load it.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The contract's messages for the length rule (English; the web maps them onto translated texts). */
export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Use at most ${PASSWORD_MAX_LENGTH} characters`;

export type PasswordLengthProblem = 'too_short' | 'too_long';

/**
 * What is wrong with a new password's length, or undefined when it fits. Characters are Unicode code
 * points, as zod counts them (an emoji is one, not two UTF-16 units).
 */
export function passwordLengthProblem(password: string): PasswordLengthProblem | undefined {
  let length = 0;
  for (const _ of password) length++;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  return undefined;
}
