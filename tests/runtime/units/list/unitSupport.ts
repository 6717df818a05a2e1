import { screen, waitFor } from '@testing-library/react';
import type { UnitListItem } from '@schemas/generated/api/lists';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../../renderRuntime';
import type { ApiRequest, CannedReply, Route } from '../../support/fakeApi';
import { ok, stubApi } from '../../support/fakeApi';
import { dictionaryRoutes, sessionUser } from '../../support/fixtures';
import { unitRow, readOnlyRow } from '@tests/fixtures/list-rows';

// The rows are shared with the list stories (tests/fixtures/list-rows.ts).
export { unitRow, readOnlyRow };

export const UNIT_LIST = 'GET /api/secured/farm/list2';
export const UNITS_PATH = '/main-navigation/units';

/** Demo accounts by role (ids as the fixtures use them). */
export const ACCOUNTS = {
  administrator: { id: 1, email: 'admin@example.com', roleDicId: 1, isSuperUser: true },
  coordinator: { id: 2, email: 'coordinator@example.com', roleDicId: 2 },
  farmer: { id: 3, email: 'farmer@example.com', roleDicId: 3 },
  expert: { id: 4, email: 'expert@example.com', roleDicId: 4 },
  observer: { id: 5, email: 'observer@example.com', roleDicId: 5 },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** A paged reply: `{ success, data, total }`. */
export function page(rows: UnitListItem[], total = rows.length): CannedReply {
  return { status: 200, body: { success: true, data: rows, total } };
}

/** The dictionaries the filter panel reads (unit types, institution types). */
export const unitDictionaryRoutes: Record<string, Route> = {
  ...dictionaryRoutes,
  'GET /api/farm/farmTypeList': ok([
    { id: 1, name: 'pig_farm', text: 'Pig farm' },
    { id: 2, name: 'cattle_farm', text: 'Cattle farm' },
  ]),
};

/** Logs `account` in, stubs the dictionaries and the given routes, and opens `path` (the unit tab by default). */
export function renderAs(account: AccountName, routes: Record<string, Route>, path = UNITS_PATH) {
  writeSessionUser(sessionUser(ACCOUNTS[account]));
  const api = stubApi({ ...unitDictionaryRoutes, ...routes });
  return { ...renderRuntime(path), api };
}

/** The filter list of a list request, parsed. */
export function filterOf(request: ApiRequest | undefined): unknown {
  return JSON.parse(request?.query.get('filter') ?? 'null');
}

/** Waits for the last unit list request to match, and returns it. */
export async function lastListRequestWhere(
  api: ReturnType<typeof stubApi>,
  matches: (request: ApiRequest) => boolean,
): Promise<ApiRequest> {
  await waitFor(() => {
    const last = api.to(UNIT_LIST).at(-1);
    expect(last && matches(last)).toBe(true);
  });
  const last = api.to(UNIT_LIST).at(-1);
  if (!last) throw new Error('no unit list request');
  return last;
}

/** Rows of the unit table (without its header row). */
export async function tableRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Units' });
  await waitFor(() => expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
  return [...table.querySelectorAll<HTMLElement>('tbody tr')];
}
