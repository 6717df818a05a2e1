import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDeviceAnswers } from '../fill/offline/deviceAnswers';
import { ConfirmDialog } from '../shared/dialogs/ConfirmDialog';
import { AppLayout } from '../shared/layout/AppLayout';
import type { HeaderAccount } from '../shared/layout/headerAccount';
import { unsyncedCount } from '../shared/offline/queuedOperation';
import { useSession } from '../shared/session/sessionContext';
import { useLogOut } from '../shared/session/useLogOut';

export const CHANGE_PASSWORD_PATH = '/change-password';

/**
 * The shared frame with the logged-in user's e-mail, change-password and logout in its header. Logging
 * out with answers still kept on the device asks first: they stay, for this user only (issue 19).
 */
export function RuntimeFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const logOut = useLogOut();
  const navigate = useNavigate();
  const device = useDeviceAnswers();
  const [unsentAtLogout, setUnsentAtLogout] = useState(0);
  const account: HeaderAccount | undefined = user
    ? {
        email: user.email,
        onChangePassword: () => void navigate(CHANGE_PASSWORD_PATH),
        onLogOut: () => {
          const unsent =
            typeof device === 'object' && device !== null ? unsyncedCount(device.queue.operations.peek()) : 0;
          if (unsent > 0) setUnsentAtLogout(unsent);
          else void logOut();
        },
      }
    : undefined;
  return (
    <AppLayout appName={t('common.productName')} account={account}>
      {children}
      <ConfirmDialog
        open={unsentAtLogout > 0}
        title={t('fillQuestions.offline.logoutTitle')}
        confirmLabel={t('fillQuestions.offline.logoutConfirm')}
        cancelLabel={t('fillQuestions.offline.logoutCancel')}
        onConfirm={() => {
          setUnsentAtLogout(0);
          void logOut();
        }}
        onCancel={() => setUnsentAtLogout(0)}
      >
        {t('fillQuestions.offline.logoutText', { count: unsentAtLogout })}
      </ConfirmDialog>
    </AppLayout>
  );
}
