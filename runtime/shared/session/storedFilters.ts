/**
 * List filters are kept under keys with this prefix (in sessionStorage or localStorage), so that
 * logging out can forget all of them without knowing every list.
 */
export const FILTERS_KEY_PREFIX = 'filters:';

export function clearStoredFilters(storages: readonly Storage[] = [sessionStorage, localStorage]): void {
  for (const storage of storages) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(FILTERS_KEY_PREFIX)) storage.removeItem(key);
  }
}
