/* Generated from schemas/api/photos.schema.json by `npm run gen:types`. Do not edit. */

/**
 * A stored photo's name: the server's random id and the extension of the type its content was found to be.
 *
 * This interface was referenced by `PhotosApi`'s JSON-Schema
 * via the `definition` "PhotoFileName".
 */
export type PhotoFileName = string;

/**
 * Photo answers (answer type 17, issue 24): the upload of one photo to a filled question, its file and thumbnail, and the discarding of a photo no saved answer names.
 */
export interface PhotosApi {
  [k: string]: unknown;
}
/**
 * This interface was referenced by `PhotosApi`'s JSON-Schema
 * via the `definition` "PhotoParams".
 */
export interface PhotoParams {
  fileName: PhotoFileName;
}
/**
 * POST /secured/photo/upload/:id (multipart/form-data, one file in the field `photo`): the photo as stored. The answer names it by fileName once the question is saved; a photo no saved answer names is removed after a day.
 *
 * This interface was referenced by `PhotosApi`'s JSON-Schema
 * via the `definition` "StoredPhoto".
 */
export interface StoredPhoto {
  fileName: PhotoFileName;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  byteSize: number;
  width: number;
  height: number;
}
/**
 * DELETE /secured/photo/:fileName: removed is true when the photo was discarded, false when a saved answer still names it (the next save of the question, without it, removes it).
 *
 * This interface was referenced by `PhotosApi`'s JSON-Schema
 * via the `definition` "DiscardedPhoto".
 */
export interface DiscardedPhoto {
  removed: boolean;
}
