import type { i18n } from 'i18next';
import type { DataRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@runtime/shared/layout/AppProviders';

interface StudioAppProps {
  router: DataRouter;
  i18n: i18n;
}

export function StudioApp({ router, i18n }: StudioAppProps) {
  return (
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
