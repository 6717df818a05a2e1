import { useCallback, useState } from 'react';
import { FILTERS_KEY_PREFIX } from '../session/storedFilters';

function readStored<T>(key: string, initial: T, accepts: (value: unknown) => value is T): T {
  try {
    const text = sessionStorage.getItem(FILTERS_KEY_PREFIX + key);
    if (text === null) return initial;
    const value: unknown = JSON.parse(text);
    return accepts(value) ? value : initial;
  } catch {
    return initial;
  }
}

/**
 * State kept in sessionStorage under the filters prefix, so a list's filters, sort and page survive a
 * reload of the page and are forgotten at logout. A stored value that no longer fits is ignored.
 */
export function useStoredState<T>(
  key: string,
  initial: T,
  accepts: (value: unknown) => value is T,
): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => readStored(key, initial, accepts));
  const store = useCallback(
    (next: T) => {
      setValue(next);
      try {
        sessionStorage.setItem(FILTERS_KEY_PREFIX + key, JSON.stringify(next));
      } catch {
        // A full or disabled storage only costs persistence across reloads.
      }
    },
    [key],
  );
  return [value, store];
}
