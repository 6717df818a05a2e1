/**
 * Registers the service worker the build made (vite-plugin-pwa, Workbox): it keeps the app's files
 * so that a screen opened once opens again without a network, and takes a new version of the app at
 * the next start. Browsers allow it on https and localhost only; elsewhere the app works online.
 */
export function registerServiceWorker(): void {
  // Every build registers it (not only NODE_ENV=production: the tests' builds run with `test`);
  // `vite`'s development server has no service worker.
  if (import.meta.env.MODE === 'development' || !('serviceWorker' in navigator)) return;
  // Its own chunk, after the first screen: nothing of it is needed to show the login page.
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
}
