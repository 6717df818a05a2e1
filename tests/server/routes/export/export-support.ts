import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import type { Response as AgentResponse } from 'superagent';
import request, { type Response } from 'supertest';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { bearerFor, testApp, type TestApp } from '@tests/support/test-app';
import { fillFixture, type FillFixture } from '../fill/fill-fixture';
import { save } from '../fill/write/write-support';
import type { RoleName } from '../questionnaire/questionnaire-fixture';

export const EXPORT = '/api/secured/synchronization/export';

/** The export fixture's clock: every stored date of the fixture lies before this day. */
export const EXPORT_NOW = new Date('2026-11-27T10:00:00Z');

/** Creation instants the fixture gives the demo questionnaires (PL-900's is 2025-01-15 10:00 UTC). */
export const CREATED = {
  own: new Date('2026-03-10T08:00:00Z'),
  assigned: new Date('2026-05-20T12:00:00Z'),
  other: new Date('2025-01-15T10:00:00Z'),
};

/**
 * The fill fixture (demo data, PL-900 of another farmer and institution type, a Long questionnaire on
 * PL-002) with known creation dates, and a second app on the same database whose clock stands at
 * EXPORT_NOW, with its own sessions (`exportBearer`).
 */
export interface ExportFixture extends FillFixture {
  t: TestApp;
  exportBearer: Record<RoleName, string>;
}

export async function exportFixture(): Promise<ExportFixture> {
  const f = await fillFixture();
  const t = testApp(f.database, { now: () => EXPORT_NOW });
  for (const [key, at] of Object.entries(CREATED) as [keyof typeof CREATED, Date][]) {
    await f.database.db.execute(
      sql`update questionnaire set created_at = ${at.toISOString()} where id = ${f.questionnaireId[key]}`,
    );
  }
  const login = (role: RoleName) => bearerFor(t.app, `${role}@example.com`, DEMO_PASSWORD);
  return {
    ...f,
    t,
    exportBearer: {
      admin: await login('admin'),
      coordinator: await login('coordinator'),
      farmer: await login('farmer'),
      expert: await login('expert'),
      observer: await login('observer'),
    },
  };
}

/** Collects a reply's body as bytes, whatever its type (supertest's `.parse`). */
export function binaryParser(res: AgentResponse, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
  res.on('error', (error: Error) => done(error, Buffer.concat(chunks)));
}

export type ExportQueryValues = Record<string, string | number>;

/** GET synchronization/export with a bearer; the body is the file's bytes (or an error's JSON bytes). */
export function exportWith(
  f: ExportFixture,
  bearer: string,
  query: ExportQueryValues,
  language = 'en',
): Promise<Response> {
  return request(f.t.app)
    .get(EXPORT)
    .query(query)
    .set('Authorization', bearer)
    .set('Accept-Language', language)
    .buffer(true)
    .parse(binaryParser)
    .then((reply) => reply);
}

/** The export as a demo role. */
export function exportAs(
  f: ExportFixture,
  role: RoleName,
  query: ExportQueryValues,
  language?: string,
): Promise<Response> {
  return exportWith(f, f.exportBearer[role], query, language);
}

/** A reply's body as JSON (the refusals). */
export function jsonOf(reply: Response): { success: boolean; error: string; message: string } {
  const body: unknown = reply.body;
  return JSON.parse(Buffer.isBuffer(body) ? body.toString('utf8') : reply.text);
}

/** The workbook a reply carries. */
export async function workbookOf(reply: Response): Promise<ExcelJS.Workbook> {
  expect(reply.status, Buffer.isBuffer(reply.body) ? reply.body.toString('utf8').slice(0, 300) : '').toBe(
    200,
  );
  const body: unknown = reply.body;
  if (!Buffer.isBuffer(body)) throw new Error('The export reply has no bytes');
  return workbookOfBytes(body);
}

/** A workbook read from an XLSX file's bytes. */
export async function workbookOfBytes(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its buffer as its own `Buffer` interface; the method takes any Node buffer.
  await workbook.xlsx.load(bytes as never);
  return workbook;
}

/** A sheet's cell values, row by row (1-based rows become a 0-based list; columns 0-based too). */
export function sheetValues(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values: ExcelJS.CellValue[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) values.push(row.getCell(column).value);
    rows[rowNumber - 1] = values;
  });
  return rows;
}

/** A sheet as header → value records, one per data row. */
export function sheetRecords(sheet: ExcelJS.Worksheet): Record<string, ExcelJS.CellValue>[] {
  const [headers = [], ...rows] = sheetValues(sheet);
  return rows.map((row) =>
    Object.fromEntries(headers.map((header, index) => [String(header), row[index] ?? null])),
  );
}

/** The CSV files of a CSV export's zip: file name → rows (the BOM checked and removed). */
export async function csvFilesOf(reply: Response): Promise<Map<string, string[][]>> {
  expect(reply.status).toBe(200);
  const body: unknown = reply.body;
  if (!Buffer.isBuffer(body)) throw new Error('The export reply has no bytes');
  const zip = await JSZip.loadAsync(body);
  const files = new Map<string, string[][]>();
  for (const name of Object.keys(zip.files).sort()) {
    const bytes = await zip.files[name]?.async('nodebuffer');
    if (!bytes) continue;
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows: string[][] = parse(bytes.subarray(3).toString('utf8'), { relax_column_count: false });
    files.set(name, rows);
  }
  return files;
}

/** The questionnaire ids of the metadata column "Questionnaire id" of every data sheet (not Review or Columns). */
export function exportedQuestionnaireIds(workbook: ExcelJS.Workbook): number[] {
  const ids = new Set<number>();
  for (const sheet of workbook.worksheets) {
    if (sheet.name === 'Columns' || sheet.name === 'Review') continue;
    for (const record of sheetRecords(sheet)) ids.add(Number(record['Questionnaire id']));
  }
  return [...ids].sort((a, b) => a - b);
}

/** The names of the sheets of a workbook, in order. */
export function sheetNamesOf(workbook: ExcelJS.Workbook): string[] {
  return workbook.worksheets.map((sheet) => sheet.name);
}

/** Where the farmer's map point on PL-001 lies (Warsaw). */
export const OWN_POINT = { longitude: 21.0122, latitude: 52.2297 };

/**
 * Answers the farmer's questionnaire on PL-001 through the save call: an integer, a single choice, a
 * date, a decimal, a multiple choice, a map point, a yes/no (general form) and a choice with a value
 * (economy).
 */
export async function answerOwnQuestionnaire(f: ExportFixture): Promise<void> {
  const question = (key: string) => f.filled.question(f.questionnaireId.own, key);
  const option = async (questionKey: string, optionKey: string) => ({
    answerListId: await f.dic.option(questionKey, optionKey),
  });
  await save(f, 'farmer', await question('year_established'), [{ answer: '1998' }]);
  await save(f, 'farmer', await question('legal_form'), [await option('legal_form', 'company')]);
  await save(f, 'farmer', await question('last_vet_inspection'), [{ answer: '2024-05-06' }]);
  await save(f, 'farmer', await question('total_area'), [{ answer: '12.75' }]);
  await save(f, 'farmer', await question('housing_systems'), [
    await option('housing_systems', 'indoor_slatted'),
    await option('housing_systems', 'outdoor'),
  ]);
  await save(f, 'farmer', await question('farmyard_point'), [
    { geomAnswer: { type: 'Point', coordinates: [OWN_POINT.longitude, OWN_POINT.latitude] } },
  ]);
  await save(f, 'farmer', await question('protected_area'), [await option('protected_area', 'yes')]);
  await save(f, 'farmer', await question('marketing_channel'), [
    { ...(await option('marketing_channel', 'contract')), answer: '24' },
  ]);
}
