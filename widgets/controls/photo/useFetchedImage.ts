import { useEffect, useState } from 'react';

/** How loading a stored photo's bytes stands: loading, loaded or failed. */
export type FetchedImage = { state: 'loading' } | { state: 'loaded'; blob: Blob } | { state: 'failed' };

type Settled = { fileName: string; blob: Blob } | { fileName: string; failed: true };

/**
 * A stored photo (or its thumbnail) fetched through the app's services, which send the bearer token
 * that an `<img src>` could not; the request is aborted when the name changes or on unmount.
 */
export function useFetchedImage(
  load: ((fileName: string, signal: AbortSignal) => Promise<Blob>) | undefined,
  fileName: string,
): FetchedImage {
  const [settled, setSettled] = useState<Settled>();
  useEffect(() => {
    if (load === undefined) return undefined;
    const controller = new AbortController();
    load(fileName, controller.signal).then(
      (blob) => {
        if (!controller.signal.aborted) setSettled({ fileName, blob });
      },
      () => {
        if (!controller.signal.aborted) setSettled({ fileName, failed: true });
      },
    );
    return () => controller.abort();
  }, [load, fileName]);
  if (load === undefined) return { state: 'failed' };
  if (settled?.fileName !== fileName) return { state: 'loading' };
  return 'blob' in settled ? { state: 'loaded', blob: settled.blob } : { state: 'failed' };
}
