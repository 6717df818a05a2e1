import type { RouteObject } from 'react-router-dom';
import { ForgotPasswordPage } from './access/ForgotPasswordPage';
import { LoginPage } from './access/LoginPage';
import { RegistrationPage } from './access/RegistrationPage';
import { RuntimeLayout } from './layout/RuntimeLayout';
import { NotFoundPage } from './shared/notFound/NotFoundPage';

/** Shared by the browser router (main.tsx) and the memory routers of the tests. */
export const runtimeRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RuntimeLayout />,
    children: [
      { index: true, element: <LoginPage /> },
      { path: 'registration', element: <RegistrationPage /> },
      { path: 'forgotPassword', element: <ForgotPasswordPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
