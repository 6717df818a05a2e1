import type { UserListItem } from '@schemas/generated/api/lists';
import { INITIAL_USER_FILTERS, isUserFilters, toUserFilterItems } from '@runtime/users/list/userFilters';
import { canDeleteUser, canToggleActive, holdsTypeRights } from '@runtime/users/list/userRules';
import { userRow } from './adminSupport';

describe('user list rules', () => {
  it.each<[Partial<UserListItem>, boolean]>([
    [{ roleDicId: 3, questionnaireCount: 0 }, true],
    [{ roleDicId: 3, questionnaireCount: 1 }, false],
    [{ roleDicId: 2, questionnaireCount: 0 }, false],
    [{ roleDicId: 2, confirmed: false }, true],
    [{ roleDicId: 5, activationDate: null }, true],
    [{ roleDicId: 3, questionnaireCount: 0, superUser: true }, false],
    [{ roleDicId: 1, confirmed: false, activationDate: null, superUser: true }, false],
  ])('deletion of %o offered: %s', (overrides, offered) => {
    expect(canDeleteUser(userRow(overrides))).toBe(offered);
  });

  it('protects the main administrator from (de)activation and gives rights to coordinators and observers only', () => {
    expect(canToggleActive(userRow({ superUser: true }))).toBe(false);
    expect(canToggleActive(userRow())).toBe(true);
    expect([1, 2, 3, 4, 5].filter((roleDicId) => holdsTypeRights(userRow({ roleDicId })))).toEqual([2, 5]);
  });

  it('keeps the confirmed condition unless unconfirmed users are asked for', () => {
    expect(toUserFilterItems(INITIAL_USER_FILTERS)).toEqual([
      { operator: 'eq', property: 'confirmed', value: true },
    ]);
    expect(toUserFilterItems({ ...INITIAL_USER_FILTERS, showUnconfirmed: true, email: '  ' })).toEqual([]);
  });

  it('accepts only well-formed stored filters', () => {
    expect(isUserFilters(INITIAL_USER_FILTERS)).toBe(true);
    expect(isUserFilters(JSON.parse(JSON.stringify({ ...INITIAL_USER_FILTERS, roleId: 2 })))).toBe(true);
    expect(isUserFilters({ ...INITIAL_USER_FILTERS, roleId: '2' })).toBe(false);
    const { showUnconfirmed: _dropped, ...withoutFlag } = INITIAL_USER_FILTERS;
    expect(isUserFilters(withoutFlag)).toBe(false);
    expect(isUserFilters(null)).toBe(false);
  });
});
