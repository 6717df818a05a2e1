import type { SWRConfiguration } from 'swr';

/** The SWR settings of both apps. */
export const swrSettings: SWRConfiguration = {
  // Each mounted app (and each test) gets its own cache.
  provider: () => new Map(),
  // Dictionaries change rarely; a failed load is shown once, with a reload button, not retried silently.
  revalidateOnFocus: false,
  shouldRetryOnError: false,
};
