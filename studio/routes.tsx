import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@runtime/shared/navigation/lazyPage';
import { NotFoundPage } from '@runtime/shared/notFound/NotFoundPage';
import { StudioLayout } from './layout/StudioLayout';

/** The build serves the studio at /studio/; its routes are written relative to that. */
export const STUDIO_BASENAME = '/studio';

// The structure editor is a chunk of its own, downloaded after the studio's frame: the editor's code
// grows with the structure issue, the frame does not.
const structurePage = lazyPage(
  () => import('./structure/StructurePage'),
  (page) => page.StructurePage,
);

export const studioRoutes: RouteObject[] = [
  {
    path: '/',
    element: <StudioLayout />,
    children: [
      { index: true, element: structurePage },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
