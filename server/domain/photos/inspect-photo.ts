import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { photoExtensions } from '@engine/rules/photo-file-name';
import type { PhotoBlobRow } from '../../data/repositories/photo-repository';
import { AppError } from '../app-error';

/** The longest side of a thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 320;

/** Larger images are refused before they are decoded (a small file can hold an enormous image). */
const MAX_PIXELS = 60_000_000;

/** Photos decoded at once: each upload's image work waits its turn, so memory stays flat under load. */
const AT_ONCE = 2;

// libvips' operation cache keeps decoded images between calls: no use for one-off photos.
sharp.cache(false);

type ContentType = keyof typeof photoExtensions;

const contentTypes: Readonly<Record<string, ContentType>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once fewer than AT_ONCE run; a finished turn passes its place to the first waiting. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * What an uploaded file is, decided by its content, never by its name or the type the client sent:
 * a JPEG, PNG or WebP image that decodes (else 415 PHOTO_TYPE_REFUSED: a renamed PDF, an SVG, an
 * HTML page), with its SHA-256, its size upright (EXIF orientation applied) and an upright JPEG
 * thumbnail. The bytes themselves are kept as sent.
 */
export async function inspectPhoto(content: Buffer): Promise<PhotoBlobRow> {
  return inTurn(async () => {
    try {
      const image = sharp(content, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
      const metadata = await image.metadata();
      const contentType = metadata.format ? contentTypes[metadata.format] : undefined;
      if (!contentType || !metadata.width || !metadata.height) throw new AppError('PHOTO_TYPE_REFUSED');
      const thumbnail = await image
        .rotate()
        .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 78 })
        .toBuffer();
      const turned = (metadata.orientation ?? 1) >= 5;
      return {
        sha256: createHash('sha256').update(content).digest('hex'),
        contentType,
        byteSize: content.length,
        width: turned ? metadata.height : metadata.width,
        height: turned ? metadata.width : metadata.height,
        content,
        thumbnail,
      };
    } catch (error) {
      // sharp's own refusal (not an image it knows, a broken one, too many pixels) is the same answer.
      if (error instanceof AppError) throw error;
      throw new AppError('PHOTO_TYPE_REFUSED');
    }
  });
}
