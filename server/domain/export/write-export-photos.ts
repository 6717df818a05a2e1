import type { Writable } from 'node:stream';
import type { Db } from '../../data/database';
import { exportPhotoRepository } from '../../data/repositories/export-photo-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import type { ExportRequest } from './export-request';
import type { ExportZip } from './export-zip';
import { streamDrained } from './stream-drained';

/** Where the photos go in the export's zip, beside the spreadsheet. */
export const EXPORT_PHOTO_FOLDER = 'photos';

/**
 * Writes the photos the exported answers name (issue 24) into the zip as `photos/<file name>`, their
 * bytes as stored: one photo read and written at a time, each read only where a saved answer of a
 * questionnaire the request exports for the caller names it (a photo removed since its row was
 * written is left out). Answers false when the download stopped (`signal`, or the output gone).
 */
export async function writeExportPhotos(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  request: ExportRequest,
  fileNames: Iterable<string>,
  zip: ExportZip,
  output: Writable,
  signal?: AbortSignal,
): Promise<boolean> {
  const repository = exportPhotoRepository(db);
  for (const fileName of fileNames) {
    if (signal?.aborted === true || output.destroyed) return false;
    const bytes = await repository.content(caller, request.selection, fileName);
    if (!bytes) continue;
    await zip.addFile(`${EXPORT_PHOTO_FOLDER}/${fileName}`, bytes, signal);
    await streamDrained(output, signal);
  }
  return signal?.aborted !== true && !output.destroyed;
}
