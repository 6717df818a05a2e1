import { use, useEffect } from 'react';
import { AppNameContext } from './appName';

/** Every route gets its own `document.title`, so tabs, history and screen readers tell pages apart. */
export function usePageTitle(pageTitle: string): void {
  const appName = use(AppNameContext);
  useEffect(() => {
    document.title = appName === '' || appName === pageTitle ? pageTitle : `${pageTitle} – ${appName}`;
  }, [appName, pageTitle]);
}
