/**
 * The routes `npm run bench:bundle` measures, each with its budget: the most gzipped JavaScript a fresh
 * page load of the route may fetch (its app's entry with its static imports plus the route's page chunk
 * with its static imports). Budgets sit a little above the figures of the commit that set them (see
 * "Bundle sizes" in docs/benchmarks.md), so a change that adds weight to a route has to raise its
 * budget here, in the same commit, on purpose. The login page may never pass LOGIN_LIMIT_KB.
 */
import type { ScreenSource } from './bundle-manifest';

/** The hard limit for the login page, whatever its budget says. */
export const LOGIN_LIMIT_KB = 300;

export interface Route extends ScreenSource {
  name: string;
  /** Most kB (1,000 bytes) of gzipped JavaScript the route may load. */
  budgetKb: number;
}

const runtime = 'index.html';
const studio = 'studio/index.html';

export const loginRoute: Route = {
  name: 'login page (/)',
  entry: runtime,
  routeModule: 'runtime/access/login/LoginPage.tsx',
  budgetKb: 295, // 284.3
};

// After each budget, the route's figure when the budgets were set (issue 12, kB gzip).
export const routes: Route[] = [
  loginRoute,
  {
    name: 'registration (/registration)',
    entry: runtime,
    routeModule: 'runtime/access/registration/RegistrationPage.tsx',
    budgetKb: 300, // 287.5
  },
  {
    name: 'forgotten password (/forgotPassword)',
    entry: runtime,
    routeModule: 'runtime/access/password/ForgotPasswordPage.tsx',
    budgetKb: 295, // 283.2
  },
  {
    name: 'password reset (/user-reset-password/…)',
    entry: runtime,
    routeModule: 'runtime/access/password/ResetPasswordPage.tsx',
    budgetKb: 295, // 285.2
  },
  {
    name: 'account confirmation (/user-account-confirmation/…)',
    entry: runtime,
    routeModule: 'runtime/access/activation/AccountConfirmationPage.tsx',
    // 290 until issue 24: the English texts every page bundles grew by the photo and location
    // widgets' (0.2 kB gzip over); the same budget as its siblings since.
    budgetKb: 295, // 276.7
  },
  {
    name: 'change password (/change-password)',
    entry: runtime,
    routeModule: 'runtime/access/password/ChangePasswordPage.tsx',
    budgetKb: 295, // 284.8
  },
  {
    name: 'questionnaire list (/main-navigation/…)',
    entry: runtime,
    routeModule: 'runtime/mainNavigation/MainNavigationPage.tsx',
    budgetKb: 330, // 314.2
  },
  {
    name: 'fill screen (/fill-questionnaire)',
    entry: runtime,
    routeModule: 'runtime/fill/FillQuestionnairePage.tsx',
    budgetKb: 490, // 469.8
  },
  {
    name: 'report (/reports/theme)',
    entry: runtime,
    routeModule: 'runtime/reports/ReportPage.tsx',
    // Issue 16: the page without its charts; plotly (the charts) and jsPDF (the PDF button) are chunks
    // of their own, fetched by dynamic imports inside the page, so they count for no route's first load.
    budgetKb: 330, // 318.9
  },
  {
    name: 'add questionnaire (/add-questionnaire)',
    entry: runtime,
    routeModule: 'runtime/questionnaires/add/AddQuestionnairePage.tsx',
    // Issue 13: the administrator's structure list and the type dialog are in the page's chunk (325.7).
    budgetKb: 335, // 272.3
  },
  {
    name: 'fill screen in admin mode (/edit-questionnaire)',
    entry: runtime,
    routeModule: 'runtime/fill/admin/EditQuestionnairePage.tsx',
    budgetKb: 525, // 510.2 (issue 13)
  },
  {
    name: 'edit farm (/edit-farm)',
    entry: runtime,
    routeModule: 'runtime/units/edit/EditUnitPage.tsx',
    // 275.2; 291.0 in issue 18, which added session renewal to the shell every route loads (+2 kB)
    budgetKb: 295,
  },
  {
    name: 'add farm (/add-farm)',
    entry: runtime,
    routeModule: 'runtime/units/add/AddUnitPage.tsx',
    budgetKb: 305, // 293.1
  },
  {
    name: 'administration (/administration)',
    entry: runtime,
    routeModule: 'runtime/administration/AdministrationPage.tsx',
    // 303.2; 317.7 in issue 18: the security log's section tabs load Fluent's Tab chunk (8 kB, the
    // one the questionnaire list and the fill screen load), the log itself only when its tab opens
    budgetKb: 325,
  },
  {
    name: 'studio (/studio/)',
    entry: studio,
    routeModule: 'studio/structure/StructurePage.tsx',
    // Issue 13: the studio now carries the session, the API client, SWR and the structure dialogs (304.3).
    budgetKb: 315, // 229.7
  },
  {
    name: 'studio structure tree (/studio/types/…)',
    entry: studio,
    routeModule: 'studio/structure/tree/TypeTreePage.tsx',
    // Issue 14 adds the views' tabs (Fluent Tabs, 8.2 kB), undo and redo with their tooltips (4.0 kB),
    // export and the type's document, 351.3 in all; the preview, the coverage, problems and change-log
    // views and the import dialog are chunks of their own, downloaded when opened.
    budgetKb: 355, // 324.8 (issue 13)
  },
];

/**
 * Heavy libraries and the routes allowed to load them (by route module). None is used by any route
 * today: whichever route first uses one must load it in its own chunk (or a dynamic import), and is
 * added here.
 */
export interface HeavyLibrary {
  name: string;
  /** Matches the path of a module of the library's packages. */
  packages: RegExp;
  /** Route modules allowed to load it. */
  routes: string[];
}

export const heavyLibraries: HeavyLibrary[] = [
  { name: 'Leaflet', packages: /\/node_modules\/(?:react-)?leaflet[^/]*\//, routes: [] },
  {
    name: 'plotly.js',
    packages: /\/node_modules\/(?:react-)?plotly\.js[^/]*\//,
    routes: ['runtime/reports/ReportPage.tsx'],
  },
  { name: 'jsPDF', packages: /\/node_modules\/jspdf[^/]*\//, routes: ['runtime/reports/ReportPage.tsx'] },
];
