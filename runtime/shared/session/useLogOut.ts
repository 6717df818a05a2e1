import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { apiContract } from '@schemas/contract/index';
import { API_BASE } from '../api/apiCall';
import { browserLanguage, forgetChosenLanguage } from '../i18n/chosenLanguage';
import { forgetOpenedQuestionnaire } from '../questionnaire/openedQuestionnaire';
import { useSession } from './sessionContext';
import { readSessionUser } from './sessionUser';
import { clearStoredFilters } from './storedFilters';

export interface LogOutOptions {
  /** The server already refused the session (a 401): there is nothing left to end there. */
  sessionEndedOnServer?: boolean;
}

/**
 * Asks the server to end the session of `token`, without waiting and without failing: the local
 * logout happens whatever the answer (offline, or proxy mode's older backend, which has no logout).
 * keepalive lets the request finish while the app moves on to the login page.
 */
function endSessionOnServer(token: string): void {
  try {
    void fetch(`${API_BASE}${apiContract.logout.path}`, {
      method: apiContract.logout.method,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch at all: the local logout still happens.
  }
}

/**
 * Ends the session: tells the server (so the token is refused from now on, on every instance), then
 * forgets the user, the stored list filters, the open questionnaire, the chosen language and every
 * cached reply, returns to the browser's language and goes to the login page.
 */
export function useLogOut(): (options?: LogOutOptions) => Promise<void> {
  const { endSession } = useSession();
  const { i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  return useCallback(
    async (options: LogOutOptions = {}) => {
      const token = readSessionUser()?.token;
      if (token && !options.sessionEndedOnServer) endSessionOnServer(token);
      endSession();
      clearStoredFilters();
      forgetOpenedQuestionnaire();
      forgetChosenLanguage();
      await mutate(() => true, undefined, { revalidate: false });
      await i18n.changeLanguage(browserLanguage());
      await navigate('/', { replace: true });
    },
    [endSession, i18n, mutate, navigate],
  );
}
