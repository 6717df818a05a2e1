import { Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { SWRConfiguration } from 'swr';
import { ApiProvider } from '../shared/api/ApiProvider';
import { SessionProvider } from './SessionProvider';
import { RuntimeFrame } from './RuntimeFrame';

const swrSettings: SWRConfiguration = {
  // Each mounted app (and each test) gets its own cache.
  provider: () => new Map(),
  // Dictionaries change rarely; a failed load is shown once, with a reload button, not retried silently.
  revalidateOnFocus: false,
  shouldRetryOnError: false,
};

/** The runtime's root route: session, API client and cache around the shell and its pages. */
export function RuntimeLayout() {
  return (
    <SessionProvider>
      <SWRConfig value={swrSettings}>
        <ApiProvider>
          <RuntimeFrame>
            <Outlet />
          </RuntimeFrame>
        </ApiProvider>
      </SWRConfig>
    </SessionProvider>
  );
}
