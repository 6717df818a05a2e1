import type { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { ExportQuery } from '@schemas/generated/api/export';
import type { DatabaseKind, Db } from '../../data/database';
import {
  exportRepository,
  type ExportBatchRows,
  type ExportNames,
} from '../../data/repositories/export-repository';
import type { UserRow } from '../../data/repositories/user-repository';
import { translate } from '../../i18n/index';
import { isPrivilegedRole } from '../../shared/roles';
import { AppError } from '../app-error';
import { exportBatchRows } from './export-batch-rows';
import { exportColumnsSheet } from './export-columns-sheet';
import { exportFile, type ExportFile } from './export-file';
import type { ExportFileWriter } from './export-file-writer';
import { exportMetadataHeaders } from './export-metadata';
import { exportOutput } from './export-output';
import { exportPhotoNames } from './export-photo-names';
import { exportPlan, type ExportSheetPlan } from './export-plan';
import { exportRequest, type ExportRequest } from './export-request';
import { exportSheetNames } from './export-sheet-names';
import { streamDrained } from './stream-drained';
import { writeExportPhotos } from './write-export-photos';
import { writeReviewSheet } from './write-review-sheet';

type Caller = Pick<UserRow, 'id' | 'roleId'>;

/**
 * Questionnaires read per batch (one statement each) on each kind of database (docs/decisions.md,
 * "Issue 17: the export on the server"): the embedded database plans every statement anew, so fewer,
 * larger batches are quicker there; on PostgreSQL smaller ones keep the server's memory lower at
 * about the same speed.
 */
export const EXPORT_BATCH_SIZE: Readonly<Record<DatabaseKind, number>> = { pglite: 100, postgresql: 50 };

/** The CSV zip's file explaining the columns (the workbook's sheet has a translated name). */
const CSV_COLUMNS_NAME = 'columns';

/**
 * Questionnaires per batch of the Review sheet, as a multiple of the data sheets' batch: its rows are
 * few and small, and on the embedded database (which plans every statement anew) batches of 500
 * read every questionnaire's comment and action in about half the time of batches of 100
 * (docs/decisions.md, "Issue 19: export of review").
 */
const REVIEW_BATCH_FACTOR = 5;

/** The CSV zip's file of comments and approval actions (the workbook's sheet has a translated name). */
const CSV_REVIEW_NAME = 'review';

export interface ExportSettings {
  /** The clock: "today" of the date rules and the file name. */
  now: () => Date;
  /** Questionnaires per batch (EXPORT_BATCH_SIZE for the database's kind). */
  batchSize: number;
}

/**
 * What a download did: data rows written and their batches read (the Review sheet's not counted),
 * and whether it stopped early.
 */
export interface ExportSummary {
  rows: number;
  batches: number;
  /** The signal fired (or the output went away) before the file was whole. */
  cancelled: boolean;
}

export interface ExportRun {
  /** Fires when the client goes away: no further batch is read and the file is abandoned. */
  signal?: AbortSignal;
  /** Called after each batch is written. */
  onBatch?: (progress: ExportSummary) => void;
}

/** An export whose request holds and which has something to write; nothing is written yet. */
export interface PreparedExport {
  file: ExportFile;
  /** Streams the file into `output`, sheet by sheet, batch by batch. */
  write(output: Writable, run?: ExportRun): Promise<ExportSummary>;
}

interface Sheet {
  name: string;
  plan: ExportSheetPlan;
}

/** Resolves once the output is gone without having finished (the client went away). */
function closedEarly(output: Writable): Promise<'closed'> {
  return new Promise((resolve) => {
    output.once('close', () => {
      if (!output.writableFinished) resolve('closed');
    });
  });
}

/** The Review sheet's name: translated in a workbook, `review` in the CSV zip. */
function reviewSheetName(request: ExportRequest): string {
  return request.format === 'csv' ? CSV_REVIEW_NAME : translate(request.locale, 'export.reviewSheet');
}

async function writeSheets(
  db: Db,
  caller: Caller,
  request: ExportRequest,
  sheets: readonly Sheet[],
  names: ExportNames,
  batchSize: number,
  writer: ExportFileWriter,
  output: Writable,
  run: ExportRun,
  photoNames: Set<string> | undefined,
): Promise<ExportSummary> {
  const repository = exportRepository(db);
  const progress: ExportSummary = { rows: 0, batches: 0, cancelled: false };
  const stopped = () => run.signal?.aborted === true || output.destroyed;
  const headers = exportMetadataHeaders(request.locale);
  for (const sheet of sheets) {
    writer.startSheet(sheet.name, [...headers, ...sheet.plan.layout.columns.map((column) => column.header)]);
    const read = (afterId: number) => {
      const reading = repository.batch(caller, request.selection, sheet.plan.part, afterId, batchSize);
      // A batch read ahead and then not awaited (the download stopped) must not fail unheard.
      reading.catch(() => undefined);
      return reading;
    };
    let next: Promise<ExportBatchRows> | undefined = read(0);
    while (next) {
      if (stopped()) return { ...progress, cancelled: true };
      const batch: ExportBatchRows = await next;
      progress.batches += 1;
      const last = batch.questionnaires.at(-1);
      // Read ahead: a database server works on the next batch while this one is written.
      next = last && batch.questionnaires.length === batchSize ? read(last.questionnaireId) : undefined;
      for (const row of exportBatchRows(sheet.plan, batch, names, request.locale)) {
        writer.addRow(row);
        progress.rows += 1;
      }
      if (photoNames) for (const name of exportPhotoNames(sheet.plan, batch)) photoNames.add(name);
      if (!last) break;
      run.onBatch?.({ ...progress });
      await writer.ready(run.signal);
      await streamDrained(output, run.signal);
      // The embedded database answers within the same turn of the event loop, so without a turn
      // here a whole export ran on promises alone: no compressed bytes left, no other request was
      // served and a closed connection went unnoticed until the end.
      await setImmediate();
    }
    await writer.endSheet();
  }
  if (stopped()) return { ...progress, cancelled: true };
  if (
    !(await writeReviewSheet(
      db,
      caller,
      request,
      reviewSheetName(request),
      batchSize * REVIEW_BATCH_FACTOR,
      writer,
      output,
      run.signal,
    ))
  ) {
    return { ...progress, cancelled: true };
  }
  const columns = exportColumnsSheet(sheets, request.locale, reviewSheetName(request));
  writer.startSheet(
    request.format === 'csv' ? CSV_COLUMNS_NAME : translate(request.locale, 'export.columnsSheet'),
    columns.headers,
  );
  for (const row of columns.rows) writer.addRow(row);
  await writer.endSheet();
  return progress;
}

/**
 * The data export (issue 17, docs/decisions.md "Issue 17: what the data export exports"): checks the
 * request's rules (400), that every chosen unit is one the caller may see (404) and that something
 * matches (417 EXPORT_EMPTY), all before any byte is written; then `write` streams the XLSX workbook
 * (or the CSV zip) into an output; with `photos=true` (issue 24) a zip of the workbook (or the CSV
 * files) and, after it, the photos the exported answers name. Coordinators and experts only (403 for
 * any other role), scoped like the questionnaire list.
 *
 * Reading order: sheet by sheet (a type's form in one structure version, in type and form order), and
 * within a sheet the questionnaires in keyset batches by id, each batch one statement for the
 * questionnaires with their group instances and answers. exceljs's streaming writer (on a worker
 * thread, xlsx-worker-writer.ts) must write a sheet whole before the next, and this order lets it
 * without holding more than two batches. The Review sheet (comments and approval actions) follows
 * the data sheets, before the Columns sheet.
 */
export async function exportAnswers(
  db: Db,
  caller: Caller,
  query: ExportQuery,
  settings: ExportSettings,
): Promise<PreparedExport> {
  if (!isPrivilegedRole(caller.roleId)) throw new AppError('FORBIDDEN');
  const now = settings.now();
  const request = exportRequest(query, now);
  const repository = exportRepository(db);
  if ((await repository.unseenUnitIds(caller, request.selection.unitIds)).length > 0) {
    throw new AppError('NOT_FOUND');
  }
  const plans = await exportPlan(db, await repository.parts(caller, request.selection), request.locale);
  if (plans.length === 0) throw new AppError('EXPORT_EMPTY');
  const sheetNames = exportSheetNames(
    plans.map((plan) => plan.title),
    [
      translate(request.locale, 'export.columnsSheet'),
      CSV_COLUMNS_NAME,
      translate(request.locale, 'export.reviewSheet'),
      CSV_REVIEW_NAME,
    ],
  );
  const sheets = plans.map((plan, index) => ({ name: sheetNames[index] ?? plan.title.base, plan }));
  const names = await repository.names(request.localeId);
  const batchSize = settings.batchSize;
  const file = exportFile(request.format, now, request.photos);
  return {
    file,
    async write(output, run = {}) {
      const out = exportOutput(request, file, output);
      // The photos' names in the order the rows name them, each once (a name is one photo's).
      const photoNames = out.photos ? new Set<string>() : undefined;
      const closed = closedEarly(output);
      try {
        const summary = await writeSheets(
          db,
          caller,
          request,
          sheets,
          names,
          batchSize,
          out.sheets,
          output,
          run,
          photoNames,
        );
        if (summary.cancelled) {
          out.abandon();
          return summary;
        }
        // A client that goes away while the end of the file (or the photos) is written leaves it
        // unfinished.
        const finishing = (async () => {
          await out.endSheets();
          const zip = out.photos;
          if (zip && photoNames) {
            if (!(await writeExportPhotos(db, caller, request, photoNames, zip, output, run.signal))) {
              return 'closed' as const;
            }
          }
          await out.finish();
          return 'finished' as const;
        })();
        finishing.catch(() => undefined);
        const ended = await Promise.race([finishing, closed]);
        if (ended === 'closed') {
          out.abandon();
          return { ...summary, cancelled: true };
        }
        return summary;
      } catch (error) {
        out.abandon();
        throw error;
      }
    },
  };
}
