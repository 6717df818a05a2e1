import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { save } from '../fill/write/write-support';
import {
  csvFilesOf,
  exportAs,
  exportFixture,
  sheetRecords,
  workbookOf,
  type ExportFixture,
} from './export-support';

const HYPERLINK = '=HYPERLINK("http://evil.test/?x=1","Click")';

/**
 * Formula injection (OWASP "CSV injection"): a text cell beginning with =, +, -, @, tab or carriage
 * return gets a leading apostrophe, in the XLSX and the CSV alike, metadata (a unit name typed by a
 * user) included; a negative number stays a number.
 */
describe('formula injection in the export', () => {
  let f: ExportFixture;
  let general: number;

  beforeAll(async () => {
    f = await exportFixture();
    general = await f.dic.form('general');
    await f.database.db.execute(sql`update unit set description = '@SUM(A1:A9)' where id = ${f.unitId.own}`);
    // The demo's decimals are all at least 0: this one allows negative areas, so a farmer can save one.
    await f.database.db.execute(
      sql`update question set min = -100 where id = ${await f.dic.question('total_area')}`,
    );
    const own = f.questionnaireId.own;
    await save(f, 'farmer', await f.filled.question(own, 'total_area'), [{ answer: '-5.25' }]);
    await save(f, 'farmer', await f.filled.question(own, 'building_notes'), [{ answer: HYPERLINK }]);
  });
  afterAll(async () => {
    await f.close();
  });

  const query = { localeDicId: 1 };

  it('neutralises texts in the XLSX and keeps a negative number a number', async () => {
    const workbook = await workbookOf(
      await exportAs(f, 'coordinator', { ...query, farmId: f.unitId.own, formId: general }),
    );
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const records = sheetRecords(sheet);
    const holder = records.find((record) => record['Question group'] === 'Farm and holder');
    const building = records.find((record) => record['Question group'] === 'Building');
    expect(holder?.['Unit name']).toBe("'@SUM(A1:A9)");
    expect(holder?.f1_s1_q4).toBe(-5.25);
    expect(building?.f1_s2_q8).toBe(`'${HYPERLINK}`);
    const headers = sheet.getRow(1).values;
    const areaColumn = Array.isArray(headers) ? headers.indexOf('f1_s1_q4') : -1;
    const holderRow = records.indexOf(holder ?? {}) + 2;
    expect(sheet.getRow(holderRow).getCell(areaColumn).type).toBe(ExcelJS.ValueType.Number);
  });

  it('neutralises texts in the CSV and keeps a negative number a number', async () => {
    const files = await csvFilesOf(
      await exportAs(f, 'coordinator', { ...query, farmId: f.unitId.own, formId: general, format: 'csv' }),
    );
    const [headers = [], ...rows] = files.get('General farm information.csv') ?? [];
    const records = rows.map((row) =>
      Object.fromEntries(headers.map((header, index) => [header, row[index]])),
    );
    const holder = records.find((record) => record['Question group'] === 'Farm and holder');
    const building = records.find((record) => record['Question group'] === 'Building');
    expect(holder?.['Unit name']).toBe("'@SUM(A1:A9)");
    expect(holder?.f1_s1_q4).toBe('-5.25');
    expect(building?.f1_s2_q8).toBe(`'${HYPERLINK}`);
  });

  it('neutralises every dangerous first character, in texts typed by users', async () => {
    const own = f.questionnaireId.own;
    const notes = await f.filled.question(own, 'building_notes');
    for (const start of ['+', '-', '@', '\t', '\r', '=']) {
      await save(f, 'farmer', notes, [{ answer: `${start}1+1` }]);
      const workbook = await workbookOf(
        await exportAs(f, 'coordinator', { ...query, farmId: f.unitId.own, formId: general }),
      );
      const building = sheetRecords(workbook.worksheets[0] ?? new ExcelJS.Workbook().addWorksheet('x')).find(
        (record) => record['Question group'] === 'Building',
      );
      // A carriage return written into the workbook's XML is read back as a line feed (XML line ends).
      expect(building?.f1_s2_q8).toBe(`'${start === '\r' ? '\n' : start}1+1`);
    }
  });
});
