import { createContext, use } from 'react';
import type { SessionUser } from './sessionUser';

export interface Session {
  user: SessionUser | null;
  /** Keeps the user (login, a refreshed account after accepting the terms) in state and storage. */
  startSession: (user: SessionUser) => void;
  endSession: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it.');
  return session;
}
