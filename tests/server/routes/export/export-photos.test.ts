import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { translate } from '@server/i18n/index';
import { photoFile } from '@tests/fixtures/photo-files';
import { idOf } from '../questionnaire/questionnaire-fixture';
import { save } from '../fill/write/write-support';
import { makePhotoQuestion, uploadAs } from '../photos/photo-support';
import {
  exportAs,
  exportFixture,
  sheetRecords,
  workbookOf,
  workbookOfBytes,
  type ExportFixture,
} from './export-support';

/** The export's zip as its files' names (sorted) and bytes. */
async function zipFilesOf(reply: Response): Promise<Map<string, Buffer>> {
  const body: unknown = reply.body;
  expect(reply.status, Buffer.isBuffer(body) ? body.toString('utf8').slice(0, 300) : '').toBe(200);
  if (!Buffer.isBuffer(body)) throw new Error('The export reply has no bytes');
  const zip = await JSZip.loadAsync(body);
  const files = new Map<string, Buffer>();
  for (const name of Object.keys(zip.files).sort()) {
    const entry = zip.files[name];
    if (entry && !entry.dir) files.set(name, await entry.async('nodebuffer'));
  }
  return files;
}

/** A sheet's records by its name. */
function recordsOf(workbook: ExcelJS.Workbook, name: string): Record<string, ExcelJS.CellValue>[] {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`The workbook has no sheet ${name}`);
  return sheetRecords(sheet);
}

/**
 * Photos in the data export (issue 24): the photo column lists the stored file names (the Columns sheet
 * says so); `photos=true` makes the download a zip of the spreadsheet (workbook or CSV files) and
 * `photos/<file name>` for exactly the photos the exported answers name, byte for byte; a photo
 * uploaded but never saved in an answer, or one of a questionnaire the caller does not export, is not
 * in it.
 */
describe('photos in the export', () => {
  let f: ExportFixture;
  let general: number;
  let pigletProduction: number;
  /** The farmer's two photos saved in the answer on PL-001, in their order. */
  const own: { name: string; bytes: Buffer }[] = [];
  /** The expert's photo saved on the assigned questionnaire. */
  let assigned: { name: string; bytes: Buffer } = { name: '', bytes: Buffer.alloc(0) };
  /** A photo the farmer uploaded and then left out of the saved answer. */
  let unsaved = '';

  async function uploaded(
    role: 'farmer' | 'expert',
    filledQuestionId: number,
    bytes: Buffer,
  ): Promise<{ name: string; bytes: Buffer }> {
    const reply = await uploadAs(f, role, filledQuestionId, bytes);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return { name: String(reply.body.data.fileName), bytes };
  }

  beforeAll(async () => {
    f = await exportFixture();
    general = await f.dic.form('general');
    pigletProduction = await idOf(
      f.database,
      sql`select unit_type_id as id from unit where id = ${f.unitId.assigned}`,
    );
    await makePhotoQuestion(f, 'sows_total', 3);
    const ownQuestion = await f.filled.question(f.questionnaireId.own, 'sows_total');
    own.push(await uploaded('farmer', ownQuestion, await photoFile('jpeg', { width: 90, height: 60 })));
    own.push(await uploaded('farmer', ownQuestion, await photoFile('png', { width: 40, height: 30 })));
    unsaved = (await uploaded('farmer', ownQuestion, await photoFile('webp'))).name;
    await save(f, 'farmer', ownQuestion, [
      { answer: own[0]?.name ?? '', text: 'The sow house' },
      { answer: own[1]?.name ?? '', text: null },
    ]);
    const assignedQuestion = await f.filled.question(f.questionnaireId.assigned, 'sows_total');
    assigned = await uploaded('expert', assignedQuestion, await photoFile('webp', { width: 50, height: 50 }));
    await save(f, 'expert', assignedQuestion, [{ answer: assigned.name, text: null }]);
  });
  afterAll(async () => {
    await f.close();
  });

  const ownQuery = { localeDicId: 1, farmId: 0, formId: 0 };
  const query = (extra: Record<string, string | number> = {}) => ({
    ...ownQuery,
    farmId: `${f.unitId.own},${f.unitId.assigned}`,
    formId: general,
    ...extra,
  });

  /** The photo column's header, found on the Columns sheet by its answer type, and its explanation. */
  function photoColumn(columns: Record<string, ExcelJS.CellValue>[]): { header: string; content: unknown } {
    const header = (key: string) => translate('en', `export.columnsHeader.${key}`);
    const row = columns.find(
      (record) => record[header('answerType')] === translate('en', 'export.answerTypes.photo'),
    );
    if (!row) throw new Error('The Columns sheet has no photo column');
    return { header: String(row[header('column')]), content: row[header('content')] };
  }

  it('lists the saved photos’ file names in the photo cell and explains the column, without a zip', async () => {
    const withoutPhotos: Record<string, string>[] = [{}, { photos: 'false' }];
    for (const extra of withoutPhotos) {
      const reply = await exportAs(f, 'coordinator', query(extra));
      expect(reply.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(reply.headers['content-disposition']).toContain('filename="export_2026-11-27.xlsx"');
      const workbook = await workbookOf(reply);
      const column = photoColumn(recordsOf(workbook, 'Columns'));
      expect(column.content).toBe(translate('en', 'export.content.photo'));
      const rows = recordsOf(workbook, 'General farm information');
      const cells = rows.map((row) => row[column.header]).filter((cell) => cell !== null);
      expect(cells).toEqual([`${own[0]?.name}; ${own[1]?.name}`, assigned.name]);
    }
  });

  it('sends a zip of the workbook and exactly the named photos, byte for byte, to a coordinator', async () => {
    const reply = await exportAs(f, 'coordinator', query({ photos: 'true' }));
    expect(reply.headers['content-type']).toBe('application/zip');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="export_2026-11-27.zip"; filename*=UTF-8''export_2026-11-27.zip`,
    );
    const files = await zipFilesOf(reply);
    const photos = [...own, assigned];
    expect([...files.keys()]).toEqual(
      ['export_2026-11-27.xlsx', ...photos.map((photo) => `photos/${photo.name}`)].sort(),
    );
    for (const photo of photos) {
      expect(Buffer.compare(files.get(`photos/${photo.name}`) ?? Buffer.alloc(0), photo.bytes)).toBe(0);
    }
    expect([...files.keys()]).not.toContain(`photos/${unsaved}`);
    // The workbook in the zip is the one the download without photos would be.
    const workbook = await workbookOfBytes(files.get('export_2026-11-27.xlsx') ?? Buffer.alloc(0));
    const column = photoColumn(recordsOf(workbook, 'Columns'));
    const rows = recordsOf(workbook, 'General farm information');
    expect(rows.map((row) => row[column.header]).filter((cell) => cell !== null)).toEqual([
      `${own[0]?.name}; ${own[1]?.name}`,
      assigned.name,
    ]);
  });

  it('puts the photos beside the CSV files in the CSV export’s zip', async () => {
    const files = await zipFilesOf(
      await exportAs(f, 'coordinator', query({ format: 'csv', photos: 'true' })),
    );
    expect([...files.keys()]).toEqual(
      [
        'General farm information.csv',
        'columns.csv',
        'review.csv',
        ...[...own, assigned].map((photo) => `photos/${photo.name}`),
      ].sort(),
    );
    expect(
      Buffer.compare(
        files.get(`photos/${own[1]?.name}`) ?? Buffer.alloc(0),
        own[1]?.bytes ?? Buffer.alloc(1),
      ),
    ).toBe(0);
    const [headers = [], ...rows]: string[][] = parse(
      (files.get('General farm information.csv') ?? Buffer.alloc(0)).subarray(3).toString('utf8'),
    );
    const columns: string[][] = parse(
      (files.get('columns.csv') ?? Buffer.alloc(0)).subarray(3).toString('utf8'),
    );
    const header = columns.find((row) => row[5] === translate('en', 'export.answerTypes.photo'))?.[1] ?? '';
    const index = headers.indexOf(header);
    expect(index).toBeGreaterThan(0);
    expect(rows.map((row) => row[index]).filter((cell) => cell !== '')).toEqual([
      `${own[0]?.name}; ${own[1]?.name}`,
      assigned.name,
    ]);
  });

  it('gives an expert only the photos of the questionnaires the expert exports', async () => {
    const files = await zipFilesOf(
      await exportAs(f, 'expert', {
        localeDicId: 1,
        farmTypeId: pigletProduction,
        formId: general,
        photos: 'true',
      }),
    );
    expect([...files.keys()]).toEqual(['export_2026-11-27.xlsx', `photos/${assigned.name}`]);
  });

  it('leaves out the photos of answers outside the chosen forms and units', async () => {
    const files = await zipFilesOf(
      await exportAs(f, 'coordinator', {
        ...ownQuery,
        farmId: f.unitId.assigned,
        formId: general,
        photos: 'true',
      }),
    );
    expect([...files.keys()]).toEqual(['export_2026-11-27.xlsx', `photos/${assigned.name}`]);
    const economy = await f.dic.form('economy');
    const noPhotos = await zipFilesOf(
      await exportAs(f, 'coordinator', {
        ...ownQuery,
        farmId: f.unitId.own,
        formId: economy,
        photos: 'true',
      }),
    );
    expect([...noPhotos.keys()]).toEqual(['export_2026-11-27.xlsx']);
  });

  it('refuses a photos value other than true or false', async () => {
    const reply = await exportAs(f, 'coordinator', query({ photos: 'yes' }));
    expect(reply.status).toBe(400);
  });
});
