/** The extensions of the photo types the server keeps, by the type its content was found to be. */
export const photoExtensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** A stored photo's name: the server's random id and the extension of its sniffed type. */
const PHOTO_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/**
 * Whether a text is a stored photo's file name as the server gives them (`<uuid>.jpg|png|webp`): what a
 * photo answer holds, never a path or a name the device chose.
 */
export function isPhotoFileName(text: unknown): text is string {
  return typeof text === 'string' && PHOTO_FILE_NAME.test(text);
}
