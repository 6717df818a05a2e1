import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InitialEntry } from 'react-router-dom';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ApiContext } from '@runtime/shared/api/apiContext';
import { swrSettings } from '@runtime/shared/api/swrSettings';
import { localeCodeToId } from '@runtime/shared/i18n/languages';
import type { Session } from '@runtime/shared/session/sessionContext';
import { SessionContext } from '@runtime/shared/session/sessionContext';
import type { SessionUser } from '@runtime/shared/session/sessionUser';
import type { StoryRoutes } from './storyServer';
import { storyClient } from './storyServer';

/** Logged-in accounts by role (ids as the list fixtures use them). */
export const STORY_ACCOUNTS = {
  administrator: { id: 1, email: 'admin@example.com', roleDicId: 1, isSuperUser: true },
  coordinator: { id: 2, email: 'coordinator@example.com', roleDicId: 2, isSuperUser: false },
  farmer: { id: 3, email: 'farmer@example.com', roleDicId: 3, isSuperUser: false },
} as const;

export type StoryAccount = keyof typeof STORY_ACCOUNTS;

function sessionOf(account: StoryAccount): Session {
  const user: SessionUser = {
    ...STORY_ACCOUNTS[account],
    localeDicId: 1,
    acceptedRodo: true,
    token: 'story',
  };
  return { user, startSession: () => undefined, endSession: () => undefined };
}

interface ListStoryFrameProps {
  account: StoryAccount;
  /** The stand-in server's answers in the interface language's locale (1 = en, 2 = pl). */
  routes: (localeId: number) => StoryRoutes;
  /** Where the router starts, with its state (the unit list's "saved" notice). */
  location?: InitialEntry;
  children: ReactNode;
}

/**
 * What a list page finds above it in the app: the router, SWR with a cache of its own, the logged-in
 * user, and the API client — here the stand-in server, so nothing requests /api.
 */
export function ListStoryFrame({ account, routes, location = '/', children }: ListStoryFrameProps) {
  const { i18n } = useTranslation();
  const localeId = localeCodeToId(i18n.resolvedLanguage);
  const client = useMemo(() => storyClient(routes(localeId)), [routes, localeId]);
  const session = useMemo(() => sessionOf(account), [account]);
  return (
    <MemoryRouter initialEntries={[location]}>
      <SWRConfig value={swrSettings}>
        <SessionContext value={session}>
          <ApiContext value={client}>{children}</ApiContext>
        </SessionContext>
      </SWRConfig>
    </MemoryRouter>
  );
}
