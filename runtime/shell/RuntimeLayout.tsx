import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AppLayout } from '../shared/layout/AppLayout';

export function RuntimeLayout() {
  const { t } = useTranslation();
  return (
    <AppLayout appName={t('common.productName')}>
      <Outlet />
    </AppLayout>
  );
}
