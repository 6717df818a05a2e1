import { checkEmail } from '@engine/access/check-email';
import { checkPassword } from '@engine/access/check-password';
import type { RuleMessage } from '@engine/messages';
import { AppError, type ErrorCode } from '../app-error';

const errorByRule: Partial<Record<RuleMessage['key'], ErrorCode>> = {
  FIELD_REQUIRED: 'VALIDATION_FAILED',
  INVALID_EMAIL: 'INVALID_EMAIL',
  EMAIL_UPPERCASE: 'EMAIL_UPPERCASE',
  INVALID_PASSWORD_STRUCTURE: 'INVALID_PASSWORD_STRUCTURE',
};

function fail(message: RuleMessage | undefined): void {
  if (message) throw new AppError(errorByRule[message.key] ?? 'VALIDATION_FAILED');
}

/** The engine's e-mail rules, as the API's errors (INVALID_EMAIL, EMAIL_UPPERCASE). */
export function assertEmail(email: string): void {
  fail(checkEmail(email));
}

/** The engine's password rule, as the API's error (INVALID_PASSWORD_STRUCTURE). */
export function assertPassword(password: string): void {
  fail(checkPassword(password));
}
