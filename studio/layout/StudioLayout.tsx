import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ApiProvider } from '@runtime/shared/api/ApiProvider';
import { swrSettings } from '@runtime/shared/api/swrSettings';
import { AppLayout } from '@runtime/shared/layout/AppLayout';
import { SessionProvider } from '@runtime/shared/session/SessionProvider';

/** The studio's root route: the runtime's session, API client and cache around the shared frame. */
export function StudioLayout() {
  const { t } = useTranslation();
  return (
    <SessionProvider>
      <SWRConfig value={swrSettings}>
        <ApiProvider>
          <AppLayout appName={t('studio.appName')}>
            <Outlet />
          </AppLayout>
        </ApiProvider>
      </SWRConfig>
    </SessionProvider>
  );
}
