import { useSession } from './sessionContext';
import type { SessionUser } from './sessionUser';

/** The logged-in user, for pages behind the login guard (which never renders them without one). */
export function useSessionUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSessionUser is for pages behind <RequireUser>.');
  return user;
}
