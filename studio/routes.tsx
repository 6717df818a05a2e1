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
const typeTreePage = lazyPage(
  () => import('./structure/tree/TypeTreePage'),
  (page) => page.TypeTreePage,
);

export const studioRoutes: RouteObject[] = [
  {
    path: '/',
    element: <StudioLayout />,
    children: [
      { index: true, element: structurePage },
      // The opened questionnaire type is in the address, so a reload or a shared link keeps the place.
      { path: 'types/:typeId', element: typeTreePage },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
