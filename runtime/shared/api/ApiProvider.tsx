import type { ReactNode } from 'react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogOut } from '../session/useLogOut';
import { useSessionRenewal } from '../session/useSessionRenewal';
import { createApiClient } from './apiClient';
import { ApiContext } from './apiContext';

/**
 * One API client per app: it speaks the interface language, sends a token renewed while the user is
 * active, and ends the session on a 401 (the server already ended it: no logout call is made).
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const logOut = useLogOut();
  const sessionOver = useCallback(() => void logOut({ sessionEndedOnServer: true }), [logOut]);
  const renewal = useSessionRenewal(sessionOver);
  const client = useMemo(
    () =>
      createApiClient({
        language: () => i18n.resolvedLanguage ?? i18n.language,
        token: () => renewal.freshToken(),
        fallbackMessage: () => i18n.t('common.unexpectedError'),
        onUnauthorized: sessionOver,
      }),
    [i18n, renewal, sessionOver],
  );
  return <ApiContext value={client}>{children}</ApiContext>;
}
