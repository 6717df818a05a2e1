import {
  SESSION_USER_KEY,
  clearSessionUser,
  isAdministrator,
  readSessionUser,
  writeSessionUser,
} from '@runtime/shared/session/sessionUser';
import { sessionUser } from './support/fixtures';

const admin = sessionUser({ email: 'admin@example.com', roleDicId: 1 });

describe('session user', () => {
  it('reads back what was stored, extra fields included', () => {
    const superUser = { ...admin, isSuperUser: true };
    writeSessionUser(superUser);
    expect(readSessionUser()).toEqual(superUser);
    expect(isAdministrator(readSessionUser())).toBe(true);
  });

  it('means nobody when storage is empty, not JSON or not a user', () => {
    expect(readSessionUser()).toBeNull();
    for (const stored of [
      'not json',
      'null',
      '42',
      '{}',
      JSON.stringify({ ...admin, token: 5 }),
      JSON.stringify({ ...admin, id: undefined }),
      JSON.stringify({ ...admin, acceptedRodo: 'yes' }),
    ]) {
      sessionStorage.setItem(SESSION_USER_KEY, stored);
      expect(readSessionUser()).toBeNull();
    }
    expect(isAdministrator(null)).toBe(false);
  });

  it('forgets the user on clear', () => {
    writeSessionUser(admin);
    clearSessionUser();
    expect(readSessionUser()).toBeNull();
  });
});
