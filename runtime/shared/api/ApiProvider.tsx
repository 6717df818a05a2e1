import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readSessionUser } from '../session/sessionUser';
import { useLogOut } from '../session/useLogOut';
import { createApiClient } from './apiClient';
import { ApiContext } from './apiContext';

/** One API client per app: it speaks the interface language and ends the session on a 401. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const logOut = useLogOut();
  const client = useMemo(
    () =>
      createApiClient({
        language: () => i18n.resolvedLanguage ?? i18n.language,
        token: () => readSessionUser()?.token,
        fallbackMessage: () => i18n.t('common.unexpectedError'),
        onUnauthorized: () => void logOut(),
      }),
    [i18n, logOut],
  );
  return <ApiContext value={client}>{children}</ApiContext>;
}
