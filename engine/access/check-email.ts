import type { RuleMessage } from '../messages';

export const EMAIL_MAX_LENGTH = 100;

// One local part and a dotted domain of letters, digits and hyphens: what an address needs to be
// deliverable, without the corner cases of RFC 5322 that no field user types.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * An account's e-mail: required, an address, at most 100 characters, and in small letters only
 * (EMAIL_UPPERCASE) so that one address never becomes two accounts.
 */
export function checkEmail(email: string): RuleMessage | undefined {
  const typed = email.trim();
  if (typed === '') return { key: 'FIELD_REQUIRED' };
  if (typed.length > EMAIL_MAX_LENGTH || !EMAIL.test(typed)) return { key: 'INVALID_EMAIL' };
  if (typed !== typed.toLowerCase()) return { key: 'EMAIL_UPPERCASE' };
  return undefined;
}
