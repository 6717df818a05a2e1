import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AppLayout } from '../shared/layout/AppLayout';
import type { HeaderAccount } from '../shared/layout/headerAccount';
import { useSession } from '../shared/session/sessionContext';
import { useLogOut } from '../shared/session/useLogOut';

export const CHANGE_PASSWORD_PATH = '/change-password';

/** The shared frame with the logged-in user's e-mail, change-password and logout in its header. */
export function RuntimeFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const logOut = useLogOut();
  const navigate = useNavigate();
  const account: HeaderAccount | undefined = user
    ? {
        email: user.email,
        onChangePassword: () => void navigate(CHANGE_PASSWORD_PATH),
        onLogOut: () => void logOut(),
      }
    : undefined;
  return (
    <AppLayout appName={t('common.productName')} account={account}>
      {children}
    </AppLayout>
  );
}
