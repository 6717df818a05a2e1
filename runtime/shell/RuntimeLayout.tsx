import { Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DeviceAnswersProvider } from '../fill/offline/DeviceAnswersProvider';
import { ApiProvider } from '../shared/api/ApiProvider';
import { swrSettings } from '../shared/api/swrSettings';
import { SessionProvider } from './SessionProvider';
import { RuntimeFrame } from './RuntimeFrame';

/**
 * The runtime's root route: session, API client, cache and the user's store on this device (kept
 * replies and unsent answers) around the shell and its pages.
 */
export function RuntimeLayout() {
  return (
    <SessionProvider>
      <SWRConfig value={swrSettings}>
        <ApiProvider>
          <DeviceAnswersProvider>
            <RuntimeFrame>
              <Outlet />
            </RuntimeFrame>
          </DeviceAnswersProvider>
        </ApiProvider>
      </SWRConfig>
    </SessionProvider>
  );
}
