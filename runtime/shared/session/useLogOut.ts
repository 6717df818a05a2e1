import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { browserLanguage, forgetChosenLanguage } from '../i18n/chosenLanguage';
import { forgetOpenedQuestionnaire } from '../questionnaire/openedQuestionnaire';
import { useSession } from './sessionContext';
import { clearStoredFilters } from './storedFilters';

/**
 * Ends the session: forgets the user, the stored list filters, the open questionnaire, the chosen language and every cached
 * reply, returns to the browser's language and goes to the login page.
 */
export function useLogOut(): () => Promise<void> {
  const { endSession } = useSession();
  const { i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  return useCallback(async () => {
    endSession();
    clearStoredFilters();
    forgetOpenedQuestionnaire();
    forgetChosenLanguage();
    await mutate(() => true, undefined, { revalidate: false });
    await i18n.changeLanguage(browserLanguage());
    await navigate('/', { replace: true });
  }, [endSession, i18n, mutate, navigate]);
}
