import type { RuleMessage } from '../messages';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * A new password: at least 8 characters with an upper-case and a lower-case letter, a digit and a
 * special character, and no whitespace (INVALID_PASSWORD_STRUCTURE).
 */
export function checkPassword(password: string): RuleMessage | undefined {
  if (password === '') return { key: 'FIELD_REQUIRED' };
  const strong =
    password.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9\s]/.test(password) &&
    !/\s/.test(password);
  return strong ? undefined : { key: 'INVALID_PASSWORD_STRUCTURE' };
}

/** The repeated password must be identical (PASSWORDS_DIFFERENT). */
export function checkRepeatedPassword(password: string, repeated: string): RuleMessage | undefined {
  if (repeated === '') return { key: 'FIELD_REQUIRED' };
  return password === repeated ? undefined : { key: 'PASSWORDS_DIFFERENT' };
}
