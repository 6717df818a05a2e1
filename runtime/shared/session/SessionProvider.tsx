import type { ReactNode } from 'react';
import { useCallback, useMemo, useState } from 'react';
import type { Session } from './sessionContext';
import { SessionContext } from './sessionContext';
import { clearSessionUser, readSessionUser, writeSessionUser } from './sessionUser';
import type { SessionUser } from './sessionUser';

/** The logged-in user as React state, mirrored to sessionStorage so a reload keeps the session. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(() => readSessionUser());
  const startSession = useCallback((next: SessionUser) => {
    writeSessionUser(next);
    setUser(next);
  }, []);
  const endSession = useCallback(() => {
    clearSessionUser();
    setUser(null);
  }, []);
  const session = useMemo<Session>(
    () => ({ user, startSession, endSession }),
    [user, startSession, endSession],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}
