import type { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { Db } from '../../data/database';
import { exportReviewRepository } from '../../data/repositories/export-review-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import type { ExportFileWriter } from './export-file-writer';
import type { ExportRequest } from './export-request';
import { exportReviewHeaders, exportReviewRows } from './export-review-sheet';
import { streamDrained } from './stream-drained';

/**
 * Writes the Review sheet named `name` (docs/decisions.md, "Issue 19: export of review"): the
 * comments, replies, resolutions and approval actions of the exported questionnaires, read in keyset
 * batches of the questionnaires that have any and written batch by batch, waiting for the writer and
 * the output like the data sheets. Answers false when the download stopped (`signal`, or the output
 * gone) before the sheet was whole.
 */
export async function writeReviewSheet(
  db: Db,
  caller: Pick<UserRow, 'id' | 'roleId'>,
  request: ExportRequest,
  name: string,
  batchSize: number,
  writer: ExportFileWriter,
  output: Writable,
  signal?: AbortSignal,
): Promise<boolean> {
  const repository = exportReviewRepository(db);
  writer.startSheet(name, exportReviewHeaders(request.locale));
  let afterId = 0;
  for (;;) {
    if (signal?.aborted === true || output.destroyed) return false;
    const batch = await repository.batch(caller, request.selection, request.localeId, afterId, batchSize);
    for (const row of exportReviewRows(batch, request.locale)) writer.addRow(row);
    const last = batch.questionnaires.at(-1);
    if (!last || batch.questionnaires.length < batchSize) break;
    afterId = last.questionnaireId;
    await writer.ready(signal);
    await streamDrained(output, signal);
    // A turn of the event loop between batches, as for the data sheets (the embedded database
    // answers within the same turn).
    await setImmediate();
  }
  await writer.endSheet();
  return true;
}
