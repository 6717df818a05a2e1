import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionnaireListItem } from '@schemas/generated/api/lists';
import type { RouteObject } from 'react-router-dom';
import { createMemoryRouter } from 'react-router-dom';
import { RuntimeApp } from '@runtime/App';
import { QuestionnaireList } from '@runtime/questionnaires/list/QuestionnaireList';
import { runtimeRoutes } from '../support/downloadedRoutes';
import { createI18n } from '@runtime/translations/createI18n';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { RequireUser } from '@runtime/shell/RequireUser';
import type { ApiRequest, Route } from '../support/fakeApi';
import { ok, stubApi } from '../support/fakeApi';
import { dictionaryRoutes, sessionUser } from '../support/fixtures';
import { questionnaireRow, acceptedRow } from '@tests/fixtures/list-rows';

// The rows are shared with the list stories (tests/fixtures/list-rows.ts).
export { questionnaireRow, acceptedRow };

export const QUESTIONNAIRE_LIST = 'GET /api/secured/questinnaire/list2';
export const LIST_PATH = '/questionnaire-list-under-test';

/** Demo accounts by role (ids as the fixtures use them). */
export const ACCOUNTS = {
  coordinator: { id: 2, email: 'coordinator@example.com', roleDicId: 2 },
  farmer: { id: 3, email: 'farmer@example.com', roleDicId: 3 },
  expert: { id: 4, email: 'expert@example.com', roleDicId: 4 },
  observer: { id: 5, email: 'observer@example.com', roleDicId: 5 },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** A paged reply: `{ success, data, total }`. */
export function page(rows: QuestionnaireListItem[], total = rows.length) {
  return { status: 200, body: { success: true, data: rows, total } };
}

/** The dictionaries the filter panel and the add page read. */
export const questionnaireDictionaryRoutes: Record<string, Route> = {
  ...dictionaryRoutes,
  'GET /api/farm/farmTypeList': ok([
    { id: 1, name: 'pig_farm', text: 'Pig farm' },
    { id: 2, name: 'cattle_farm', text: 'Cattle farm' },
  ]),
  'GET /api/secured/questinnaire/dic/list/1': ok([
    { id: 1, questionnaireText: 'Short', privilegedOnly: false },
    { id: 2, questionnaireText: 'Long', privilegedOnly: true },
  ]),
};

/**
 * The app's own routes plus the questionnaire list on a route of its own, behind the same login
 * guard: the list is tested without depending on how the main navigation arranges its tabs.
 */
function routesWithList(): RouteObject[] {
  const [root, ...rest] = runtimeRoutes;
  if (!root || root.index === true) throw new Error('runtimeRoutes has no layout root');
  const listRoute: RouteObject = {
    element: <RequireUser />,
    children: [{ path: LIST_PATH.slice(1), element: <QuestionnaireList /> }],
  };
  return [{ ...root, children: [listRoute, ...(root.children ?? [])] }, ...rest];
}

/** Logs `account` in, stubs the dictionaries and the given routes, and opens `path` (the list by default). */
export function renderAs(account: AccountName, routes: Record<string, Route>, path = LIST_PATH) {
  writeSessionUser(sessionUser(ACCOUNTS[account]));
  const api = stubApi({ ...questionnaireDictionaryRoutes, ...routes });
  const router = createMemoryRouter(routesWithList(), { initialEntries: [path] });
  const user = userEvent.setup();
  render(<RuntimeApp router={router} i18n={createI18n('en')} />);
  return { router, user, api };
}

/** The filter list of a list request, parsed. */
export function filterOf(request: ApiRequest | undefined): unknown {
  return JSON.parse(request?.query.get('filter') ?? 'null');
}

/** Waits for a list request that matches, and returns it. */
export async function listRequestWhere(
  api: ReturnType<typeof stubApi>,
  matches: (request: ApiRequest) => boolean,
): Promise<ApiRequest> {
  let found: ApiRequest | undefined;
  await waitFor(() => {
    found = api.to(QUESTIONNAIRE_LIST).find(matches);
    expect(found).toBeDefined();
  });
  if (!found) throw new Error('no matching list request');
  return found;
}

/** Rows of the questionnaire table (without its header row). */
export async function tableRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Questionnaires' });
  await waitFor(() => expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
  return [...table.querySelectorAll<HTMLElement>('tbody tr')];
}
