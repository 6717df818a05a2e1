import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@runtime/shared/notFound/NotFoundPage';
import { StudioLayout } from './layout/StudioLayout';
import { StructurePage } from './structure/StructurePage';

/** The build serves the studio at /studio/; its routes are written relative to that. */
export const STUDIO_BASENAME = '/studio';

export const studioRoutes: RouteObject[] = [
  {
    path: '/',
    element: <StudioLayout />,
    children: [
      { index: true, element: <StructurePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
