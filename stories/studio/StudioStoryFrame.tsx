import type { ReactNode } from 'react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ApiContext } from '@runtime/shared/api/apiContext';
import type { StructureDic } from '@tests/fixtures/structure-dic';
import { structureStoryClient, type StoryServerOptions } from './structureStoryClient';

interface StudioStoryFrameProps extends StoryServerOptions {
  /** The structure the stand-in server starts from; each mount gets its own copy to change. */
  dic: () => StructureDic;
  children: ReactNode;
}

/**
 * What the studio's structure parts need around them: the stand-in server as the API client, a
 * cache of their own (a list one story changed is never another story's), and the studio's
 * address of questionnaire type 1.
 */
export function StudioStoryFrame({ dic, children, ...options }: StudioStoryFrameProps) {
  const [client] = useState(() => structureStoryClient(dic(), options));
  const [cache] = useState(() => new Map());
  return (
    <ApiContext value={client}>
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
