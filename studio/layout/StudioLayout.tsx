import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AppLayout } from '@runtime/shared/layout/AppLayout';

export function StudioLayout() {
  const { t } = useTranslation();
  return (
    <AppLayout appName={t('studio.appName')}>
      <Outlet />
    </AppLayout>
  );
}
