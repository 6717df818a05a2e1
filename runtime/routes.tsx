import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { AccountConfirmationPage } from './access/activation/AccountConfirmationPage';
import { LoginPage } from './access/login/LoginPage';
import { ChangePasswordPage } from './access/password/ChangePasswordPage';
import { ForgotPasswordPage } from './access/password/ForgotPasswordPage';
import { ResetPasswordPage } from './access/password/ResetPasswordPage';
import { RegistrationPage } from './access/registration/RegistrationPage';
import { AdministrationPage } from './administration/AdministrationPage';
import { FillQuestionnairePage } from './fill/FillQuestionnairePage';
import { DEFAULT_MAIN_TAB, mainTabPath } from './mainNavigation/mainTabs';
import { MainNavigationPage } from './mainNavigation/MainNavigationPage';
import { AddQuestionnairePage } from './questionnaires/add/AddQuestionnairePage';
import { ROLE } from './shared/session/roles';
import { NotFoundPage } from './shared/notFound/NotFoundPage';
import { RequireUser } from './shell/RequireUser';
import { RuntimeLayout } from './shell/RuntimeLayout';
import { AddUnitPage } from './units/add/AddUnitPage';
import { EditUnitPage } from './units/edit/EditUnitPage';

/** Shared by the browser router (main.tsx) and the memory routers of the tests. */
export const runtimeRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RuntimeLayout />,
    children: [
      { index: true, element: <LoginPage /> },
      { path: 'registration', element: <RegistrationPage /> },
      { path: 'forgotPassword', element: <ForgotPasswordPage /> },
      { path: 'user-reset-password/:token/:localeId', element: <ResetPasswordPage /> },
      { path: 'user-account-confirmation/:token/:localeId/:roleId', element: <AccountConfirmationPage /> },
      {
        element: <RequireUser />,
        children: [
          { path: 'change-password', element: <ChangePasswordPage /> },
          { path: 'main-navigation', element: <Navigate to={mainTabPath(DEFAULT_MAIN_TAB)} replace /> },
          { path: 'main-navigation/:tab', element: <MainNavigationPage /> },
          { path: 'fill-questionnaire', element: <FillQuestionnairePage /> },
        ],
      },
      {
        element: <RequireUser roles={[ROLE.farmer, ROLE.expert]} />,
        children: [
          { path: 'add-questionnaire', element: <AddQuestionnairePage /> },
          { path: 'edit-farm', element: <EditUnitPage /> },
          { path: 'add-farm', element: <AddUnitPage /> },
        ],
      },
      {
        element: <RequireUser roles={[ROLE.administrator]} />,
        children: [{ path: 'administration', element: <AdministrationPage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
