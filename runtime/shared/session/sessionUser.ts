import { ROLE } from './roles';

/** The logged-in user as kept in sessionStorage: the login reply's user plus its bearer token. */
export interface SessionUser {
  email: string;
  roleDicId: number;
  localeDicId: number;
  token: string;
}

export const SESSION_USER_KEY = 'user';

export function isSessionUser(value: unknown): value is SessionUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    'email' in value &&
    typeof value.email === 'string' &&
    value.email !== '' &&
    'roleDicId' in value &&
    typeof value.roleDicId === 'number' &&
    'localeDicId' in value &&
    typeof value.localeDicId === 'number' &&
    'token' in value &&
    typeof value.token === 'string' &&
    value.token !== ''
  );
}

/** Missing, unreadable or malformed storage all mean "nobody is logged in". */
export function readSessionUser(storage: Storage = sessionStorage): SessionUser | null {
  const stored = storage.getItem(SESSION_USER_KEY);
  if (stored === null) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSessionUser(user: SessionUser, storage: Storage = sessionStorage): void {
  storage.setItem(SESSION_USER_KEY, JSON.stringify(user));
}

export function clearSessionUser(storage: Storage = sessionStorage): void {
  storage.removeItem(SESSION_USER_KEY);
}

export function isAdministrator(user: SessionUser | null): boolean {
  return user?.roleDicId === ROLE.administrator;
}
