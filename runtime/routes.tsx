import type { RouteObject } from 'react-router-dom';
import { Navigate } from 'react-router-dom';
import { DEFAULT_MAIN_TAB, mainTabPath } from './mainNavigation/mainTabs';
import { lazyPage } from './shared/navigation/lazyPage';
import { NotFoundPage } from './shared/notFound/NotFoundPage';
import { ROLE } from './shared/session/roles';
import { RequireUser } from './shell/RequireUser';
import { RuntimeLayout } from './shell/RuntimeLayout';

// Every page is a chunk of its own, downloaded when its route is first shown: the entry holds only the
// frame (session, header, footer) and the router, so the login page does not download the fill screen,
// the lists or the administration (bench:bundle in docs/benchmarks.md).
const loginPage = lazyPage(
  () => import('./access/login/LoginPage'),
  (page) => page.LoginPage,
);
const registrationPage = lazyPage(
  () => import('./access/registration/RegistrationPage'),
  (page) => page.RegistrationPage,
);
const forgotPasswordPage = lazyPage(
  () => import('./access/password/ForgotPasswordPage'),
  (page) => page.ForgotPasswordPage,
);
const resetPasswordPage = lazyPage(
  () => import('./access/password/ResetPasswordPage'),
  (page) => page.ResetPasswordPage,
);
const accountConfirmationPage = lazyPage(
  () => import('./access/activation/AccountConfirmationPage'),
  (page) => page.AccountConfirmationPage,
);
const changePasswordPage = lazyPage(
  () => import('./access/password/ChangePasswordPage'),
  (page) => page.ChangePasswordPage,
);
const mainNavigationPage = lazyPage(
  () => import('./mainNavigation/MainNavigationPage'),
  (page) => page.MainNavigationPage,
);
const fillQuestionnairePage = lazyPage(
  () => import('./fill/FillQuestionnairePage'),
  (page) => page.FillQuestionnairePage,
);
// The report screen downloads plotly (its charts) and jsPDF (on demand) in chunks of its own.
const reportPage = lazyPage(
  () => import('./reports/ReportPage'),
  (page) => page.ReportPage,
);
const addQuestionnairePage = lazyPage(
  () => import('./questionnaires/add/AddQuestionnairePage'),
  (page) => page.AddQuestionnairePage,
);
const editQuestionnairePage = lazyPage(
  () => import('./fill/admin/EditQuestionnairePage'),
  (page) => page.EditQuestionnairePage,
);
const editUnitPage = lazyPage(
  () => import('./units/edit/EditUnitPage'),
  (page) => page.EditUnitPage,
);
const addUnitPage = lazyPage(
  () => import('./units/add/AddUnitPage'),
  (page) => page.AddUnitPage,
);
const administrationPage = lazyPage(
  () => import('./administration/AdministrationPage'),
  (page) => page.AdministrationPage,
);

/** Shared by the browser router (main.tsx) and the memory routers of the tests. */
export const runtimeRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RuntimeLayout />,
    children: [
      { index: true, element: loginPage },
      { path: 'registration', element: registrationPage },
      { path: 'forgotPassword', element: forgotPasswordPage },
      { path: 'user-reset-password/:token/:localeId', element: resetPasswordPage },
      { path: 'user-account-confirmation/:token/:localeId/:roleId', element: accountConfirmationPage },
      {
        element: <RequireUser />,
        children: [
          { path: 'change-password', element: changePasswordPage },
          { path: 'main-navigation', element: <Navigate to={mainTabPath(DEFAULT_MAIN_TAB)} replace /> },
          { path: 'main-navigation/:tab', element: mainNavigationPage },
          { path: 'fill-questionnaire', element: fillQuestionnairePage },
          { path: 'reports/theme', element: reportPage },
        ],
      },
      {
        // Administrators choose a questionnaire structure here (admin mode, specification section 2).
        element: <RequireUser roles={[ROLE.farmer, ROLE.expert, ROLE.administrator]} />,
        children: [{ path: 'add-questionnaire', element: addQuestionnairePage }],
      },
      {
        element: <RequireUser roles={[ROLE.farmer, ROLE.expert]} />,
        children: [
          { path: 'edit-farm', element: editUnitPage },
          { path: 'add-farm', element: addUnitPage },
        ],
      },
      {
        element: <RequireUser roles={[ROLE.administrator]} />,
        children: [
          { path: 'administration', element: administrationPage },
          { path: 'edit-questionnaire', element: editQuestionnairePage },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
