import { screen, waitFor } from '@testing-library/react';
import type { UserListItem } from '@schemas/generated/api/lists';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../renderRuntime';
import type { ApiRequest, Route } from '../support/fakeApi';
import { ok, stubApi } from '../support/fakeApi';
import { dictionaryRoutes, sessionUser } from '../support/fixtures';
import { userRow } from '@tests/fixtures/list-rows';

// The rows are shared with the list stories (tests/fixtures/list-rows.ts).
export { userRow };

export const USER_LIST = 'GET /api/secured/user/list2';

/** A paged reply: `{ success, data, total }`. */
export function page(rows: UserListItem[], total = rows.length) {
  return { status: 200, body: { success: true, data: rows, total } };
}

/** Logs an administrator in, stubs the dictionaries and the given routes, and opens /administration. */
export function renderAdministration(routes: Record<string, Route>) {
  writeSessionUser(sessionUser({ id: 1, email: 'admin@example.com', roleDicId: 1 }));
  const api = stubApi({ ...dictionaryRoutes, ...routes });
  const rendered = renderRuntime('/administration');
  return { ...rendered, api };
}

/** The filter list of a list request, parsed. */
export function filterOf(request: ApiRequest | undefined): unknown {
  return JSON.parse(request?.query.get('filter') ?? 'null');
}

/** Waits for a list request whose filter matches, and returns it. */
export async function listRequestWhere(
  api: ReturnType<typeof stubApi>,
  matches: (request: ApiRequest) => boolean,
): Promise<ApiRequest> {
  let found: ApiRequest | undefined;
  await waitFor(() => {
    found = api.to(USER_LIST).find(matches);
    expect(found).toBeDefined();
  });
  if (!found) throw new Error('no matching list request');
  return found;
}

export const CONFIRMED_ONLY = { operator: 'eq', property: 'confirmed', value: true };

/** Rows of the user table (without its header row). */
export async function tableRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Users' });
  await waitFor(() => expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
  return [...table.querySelectorAll<HTMLElement>('tbody tr')];
}

export { ok };
