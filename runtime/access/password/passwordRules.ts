import { checkPassword, checkRepeatedPassword } from '@engine/access/check-password';
import type { RuleMessage } from '@engine/messages';

export interface NewPasswordValues {
  password: string;
  repeatedPassword: string;
}

export interface ChangePasswordValues extends NewPasswordValues {
  oldPassword: string;
}

export type ChangePasswordField = keyof ChangePasswordValues;
export type PasswordErrors<F extends string> = Partial<Record<F, RuleMessage>>;

/** A new password with the engine's structure rule, repeated identically. */
export function checkNewPassword(values: NewPasswordValues): PasswordErrors<keyof NewPasswordValues> {
  return {
    password: checkPassword(values.password),
    repeatedPassword: checkRepeatedPassword(values.password, values.repeatedPassword),
  };
}

/** Changing the own password: the current one is required too. */
export function checkChangePassword(values: ChangePasswordValues): PasswordErrors<ChangePasswordField> {
  return {
    oldPassword: values.oldPassword === '' ? { key: 'FIELD_REQUIRED' } : undefined,
    ...checkNewPassword(values),
  };
}

export function isValid(errors: Partial<Record<string, RuleMessage>>): boolean {
  return Object.values(errors).every((error) => error === undefined);
}
