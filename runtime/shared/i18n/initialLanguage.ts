import { readSessionUser } from '../session/sessionUser';
import { browserLanguage, readChosenLanguage } from './chosenLanguage';
import { localeIdToCode } from './languages';
import type { LanguageCode } from './languages';
import type { SessionUser } from '../session/sessionUser';

/**
 * The language a logged-in user works in: one they picked in the switch during this session,
 * else their account's locale.
 */
export function sessionLanguage(user: SessionUser): LanguageCode {
  return readChosenLanguage() ?? localeIdToCode(user.localeDicId);
}

/** At start: a language picked in the switch, else the logged-in user's locale, else the browser's, else en. */
export function initialLanguage(): LanguageCode {
  const user = readSessionUser();
  if (user) return sessionLanguage(user);
  return readChosenLanguage() ?? browserLanguage();
}
