/** The longest side a photo is sent with: enough to read a label or count animals, a tenth of a 12-MP file. */
const MAX_SIDE = 2048;

/**
 * A chosen photo made ready to send: at most 2048 px a side, as a JPEG of quality 0.85, turned upright
 * by its EXIF orientation. The library is loaded when the first photo is chosen. It runs on the page,
 * not in its web worker: the worker loads the library from a CDN, which the Content Security Policy
 * forbids.
 */
export async function downscalePhoto(file: File): Promise<Blob> {
  // Without it the library falls back to an <img> whose load may never be reported (jsdom): a
  // browser that old sends the photo as chosen, and the server takes it or says why not.
  if (typeof createImageBitmap !== 'function') return file;
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    maxWidthOrHeight: MAX_SIDE,
    fileType: 'image/jpeg',
    initialQuality: 0.85,
    useWebWorker: false,
  });
}
