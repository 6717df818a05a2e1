import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

let pending: Promise<Uint8Array> | undefined;

/** DejaVu Sans, fetched from the app's own origin the first time a PDF is made, then kept. */
export function reportFont(): Promise<Uint8Array> {
  pending ??= fetch(fontUrl).then(async (response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return new Uint8Array(await response.arrayBuffer());
  });
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
