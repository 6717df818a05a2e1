import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetChosenLanguage } from '../shared/i18n/chosenLanguage';
import { localeIdToCode } from '../shared/i18n/languages';
import { useSession } from '../shared/session/sessionContext';
import { withToken, type AccountSummary, type SessionUser } from '../shared/session/sessionUser';

/**
 * Starts a session for an account the server has just let in (login, the first account's
 * registration, a password reset): from now on the interface speaks the account's language.
 */
export function useLogIn(): (account: AccountSummary, token: string) => Promise<SessionUser> {
  const { startSession } = useSession();
  const { i18n } = useTranslation();
  return useCallback(
    async (account, token) => {
      const user: SessionUser = withToken(account, token);
      forgetChosenLanguage();
      await i18n.changeLanguage(localeIdToCode(user.localeDicId));
      startSession(user);
      return user;
    },
    [i18n, startSession],
  );
}
