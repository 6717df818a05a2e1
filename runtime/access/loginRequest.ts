import { isSessionUser } from '../shared/session/sessionUser';
import type { SessionUser } from '../shared/session/sessionUser';

export const LOGIN_URL = '/api/user/login/web';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Logs in and returns the user to keep in the session, or null for any failure (refused
 * credentials, an unexpected reply or no network): the login screen shows one message for all.
 */
export async function requestLogin(credentials: Credentials, language: string): Promise<SessionUser | null> {
  try {
    const response = await fetch(LOGIN_URL, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Accept-Language': language,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ email: credentials.email, password: credentials.password }),
    });
    const reply: unknown = await response.json();
    return sessionUserFromReply(reply);
  } catch {
    return null;
  }
}

/** `{ success: true, data: { user, token } }` → the user with its token beside its other fields. */
export function sessionUserFromReply(reply: unknown): SessionUser | null {
  if (typeof reply !== 'object' || reply === null) return null;
  if (!('success' in reply) || reply.success !== true || !('data' in reply)) return null;
  const { data } = reply;
  if (typeof data !== 'object' || data === null || !('user' in data) || !('token' in data)) return null;
  const { user, token } = data;
  if (typeof user !== 'object' || user === null) return null;
  const sessionUser = { ...user, token };
  return isSessionUser(sessionUser) ? sessionUser : null;
}
