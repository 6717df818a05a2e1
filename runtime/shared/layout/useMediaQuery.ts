import { useCallback, useSyncExternalStore } from 'react';

/** Below 768 px the header folds its buttons and links into a menu (presentation only). */
export const NARROW_SCREEN = '(max-width: 767.98px)';

/** The same breakpoint as a makeStyles key, for styles that change on narrow screens. */
export const ON_NARROW_SCREEN = `@media ${NARROW_SCREEN}`;

/** Whether a CSS media query matches now, re-rendering when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
