import { readSessionUser } from '../session/sessionUser';
import { detectLanguage, localeIdToCode } from './languages';
import type { LanguageCode } from './languages';

/** After login the language follows the user's locale; before it, the browser's, else en. */
export function initialLanguage(): LanguageCode {
  const user = readSessionUser();
  if (user) return localeIdToCode(user.localeDicId);
  const preferred = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return detectLanguage(preferred);
}
