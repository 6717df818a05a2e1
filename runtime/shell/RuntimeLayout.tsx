import { Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ApiProvider } from '../shared/api/ApiProvider';
import { swrSettings } from '../shared/api/swrSettings';
import { SessionProvider } from './SessionProvider';
import { RuntimeFrame } from './RuntimeFrame';

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
