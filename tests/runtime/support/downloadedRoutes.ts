/**
 * The runtime's routes with every page already downloaded. The pages are chunks downloaded on their
 * first visit (runtime/routes.tsx); the component tests see each page at once, as a user sees a page
 * shown before. Waiting for a page is tested in tests/runtime/shared/navigation/lazy-page.test.tsx.
 */
import { runtimeRoutes } from '@runtime/routes';
import { preloadPages } from '@runtime/shared/navigation/lazyPage';

await preloadPages();

export { runtimeRoutes };
