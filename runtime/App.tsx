import type { i18n } from 'i18next';
import type { DataRouter } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './shared/layout/AppProviders';

interface RuntimeAppProps {
  router: DataRouter;
  i18n: i18n;
}

/** The router and i18n instance come from outside so tests can pass memory routers and fresh instances. */
export function RuntimeApp({ router, i18n }: RuntimeAppProps) {
  return (
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
