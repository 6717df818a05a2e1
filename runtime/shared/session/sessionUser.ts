import type { SessionUser as AccountUser } from '@schemas/generated/api/access';
import { isRecord } from '../api/guards';
import { ROLE } from './roles';
import { tokenExpiresAt } from './tokenLifetime';

/**
 * The account as login, registration, password reset and terms acceptance return it (the fields
 * the interface uses of the API's SessionUser).
 */
export type AccountSummary = Pick<
  AccountUser,
  'id' | 'email' | 'localeDicId' | 'isSuperUser' | 'acceptedRodo'
> & {
  roleDicId: number;
};

/**
 * The logged-in user as kept in sessionStorage: the account plus its bearer token and when that
 * expires on this device's clock (absent when the token does not say: it is then never renewed).
 * sessionStorage, not localStorage or a cookie: see "Where the token is kept" in docs/decisions.md.
 */
export interface SessionUser extends AccountSummary {
  token: string;
  tokenExpiresAt?: number;
}

/** The session of an account with a token just received (login, renewal), its expiry measured from now. */
export function withToken(account: AccountSummary, token: string, receivedAt = Date.now()): SessionUser {
  const expiresAt = tokenExpiresAt(token, receivedAt);
  const { tokenExpiresAt: _previous, ...rest } = account as Partial<SessionUser> & AccountSummary;
  return expiresAt === undefined ? { ...rest, token } : { ...rest, token, tokenExpiresAt: expiresAt };
}

export const SESSION_USER_KEY = 'user';

export function isAccountSummary(value: unknown): value is AccountSummary {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.email === 'string' &&
    value.email !== '' &&
    typeof value.roleDicId === 'number' &&
    typeof value.localeDicId === 'number' &&
    typeof value.isSuperUser === 'boolean' &&
    typeof value.acceptedRodo === 'boolean'
  );
}

export function isSessionUser(value: unknown): value is SessionUser {
  return isAccountSummary(value) && 'token' in value && typeof value.token === 'string' && value.token !== '';
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
