/** Photos a photo question takes when its max is not set (issue 24). */
export const DEFAULT_PHOTO_LIMIT = 3;

/** The most photos any photo question takes: the studio refuses a larger max. */
export const MAX_PHOTO_LIMIT = 10;

/** The longest caption under a photo, in characters. */
export const PHOTO_CAPTION_LIMIT = 200;

/** The number of photos a photo question takes: its own max (1 to 10), else 3. */
export function photoLimit(questionMax: number | null | undefined): number {
  return typeof questionMax === 'number' && questionMax > 0
    ? Math.min(Math.floor(questionMax), MAX_PHOTO_LIMIT)
    : DEFAULT_PHOTO_LIMIT;
}
