import type { ReactNode } from 'react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { ApiClient } from '@runtime/shared/api/apiClient';
import { ApiContext } from '@runtime/shared/api/apiContext';

interface StudioViewFrameProps {
  /** Makes the stand-in server; called once per mount, so a story's changes stay its own. */
  client: () => ApiClient;
  children: ReactNode;
}

/**
 * StudioStoryFrame for a given stand-in server (studioViewsClient): the server as the API client, a
 * cache of the story's own, and the studio's address of questionnaire type 1.
 */
export function StudioViewFrame({ client, children }: StudioViewFrameProps) {
  const [api] = useState(client);
  const [cache] = useState(() => new Map());
  return (
    <ApiContext value={api}>
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/studio/types/1']}>
          <Routes>
            <Route path="/studio/types/:typeId" element={children} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </ApiContext>
  );
}
