import { screen, waitFor, within } from '@testing-library/react';
import type { UnitSummary } from '@schemas/generated/api/lists';
import { writeSessionUser } from '@runtime/shared/session/sessionUser';
import { renderRuntime } from '../../renderRuntime';
import type { ApiRequest, Route } from '../../support/fakeApi';
import { ok, stubApi } from '../../support/fakeApi';
import { sessionUser } from '../../support/fixtures';

export const INACTIVE = 'GET /api/secured/farm/inactiveUnitList/';
export const BY_USER = 'GET /api/secured/farm/listByUserId';
export const ACTIVATE = 'GET /api/secured/farm/activate';
export const ASSIGN = 'POST /api/secured/farm/assign';
export const FIND_USER = 'GET /api/secured/user/get';
export const UNITS_PATH = '/main-navigation/units';

export const FARMER = { id: 3, email: 'farmer@example.com', roleDicId: 3 } as const;
export const EXPERT = { id: 4, email: 'expert@example.com', roleDicId: 4 } as const;

/** A unit as the add-unit calls return it. */
export function unit(overrides: Partial<UnitSummary> = {}): UnitSummary {
  return {
    id: 31,
    description: 'Alder Farm',
    number: 'PL-003',
    farmTypeId: 1,
    farmType: 'Pig farm',
    isActive: false,
    ...overrides,
  };
}

/** The inactive units in the server's order (by name). */
export const INACTIVE_UNITS: UnitSummary[] = [
  unit(),
  unit({ id: 32, description: 'Birch Farm', number: 'PL-004', farmTypeId: 2, farmType: 'Cattle farm' }),
  unit({ id: 33, description: 'Cedar Farm', number: 'PL-005' }),
];

/** A farmer's unit that already exists. */
export const FARMER_UNIT = unit({
  id: 11,
  description: 'Green Meadow Farm',
  number: 'PL-001',
  isActive: true,
});

/** How the first inactive unit reads once taken. */
export const ACTIVATED = unit({ isActive: true });

/** The label of a unit in the choices. */
export function label(summary: UnitSummary): string {
  return `${summary.description} (${summary.number}) – ${summary.farmType}`;
}

/** Logs in as `account`, stubs the inactive list and the given routes, and opens /add-farm. */
export function openAddUnit(
  account: { id: number; email: string; roleDicId: number },
  routes: Record<string, Route>,
) {
  writeSessionUser(sessionUser(account));
  const api = stubApi({ [INACTIVE]: ok(INACTIVE_UNITS), ...routes });
  const rendered = renderRuntime('/add-farm');
  return { ...rendered, api };
}

type User = ReturnType<typeof renderRuntime>['user'];

/** Picks a unit from a unit choice (the add form's or the assign step's). */
export async function chooseUnit(user: User, summary: UnitSummary, field: RegExp = /^unit/i): Promise<void> {
  await user.click(await screen.findByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: label(summary) }));
}

/** The query of each request to one route, as plain objects. */
export function queriesTo(api: ReturnType<typeof stubApi>, key: string): Record<string, string>[] {
  return api.to(key).map((request: ApiRequest) => Object.fromEntries(request.query));
}

/** Waits for the success message, closes it and checks the return to the unit list. */
export async function closeSuccess(
  user: User,
  router: ReturnType<typeof renderRuntime>['router'],
  title: string,
) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(UNITS_PATH));
}
