import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { gridCellAt } from '@engine/geo/grid-cell-at';
import { gridCellCode } from '@engine/geo/grid-cell-code';
import { translate } from '@server/i18n/index';
import { one } from '../questionnaire/questionnaire-fixture';
import {
  answerOwnQuestionnaire,
  CREATED,
  OWN_POINT,
  exportAs,
  exportFixture,
  sheetNamesOf,
  sheetRecords,
  sheetValues,
  workbookOf,
  type ExportFixture,
} from './export-support';

const METADATA = [
  'Questionnaire id',
  'Unit name',
  'Unit number',
  'Unit type',
  'Institution type',
  'Institution',
  'E-mail',
  'Questionnaire type',
  'Status',
  'Created',
  'Submitted',
  'Subform',
  'Question group',
  'Group instance',
];

/**
 * The XLSX file read back with exceljs, cell by cell and with the cells' types, for the farmer's
 * questionnaire on PL-001 answered through the save call: numbers as number cells (a decimal exact),
 * a date as a date cell, yes/no as a boolean, choices as option codes (several joined by "; "), a map
 * point as WKT with its grid cell; the header row frozen with an auto filter; the Columns sheet.
 */
describe('the XLSX export', () => {
  let f: ExportFixture;
  let general: number;
  let economy: number;
  const point = OWN_POINT;

  beforeAll(async () => {
    f = await exportFixture();
    general = await f.dic.form('general');
    economy = await f.dic.form('economy');
    await answerOwnQuestionnaire(f);
  });
  afterAll(async () => {
    await f.close();
  });

  async function englishName(
    table: 'unit_type' | 'institution' | 'institution_type' | 'questionnaire_type',
    id: number,
  ) {
    const row = await one(
      f.database,
      sql`select t.text from translation t join ${sql.identifier(table)} d on d.text_id = t.text_id
          where d.id = ${id} and t.locale_id = 1`,
    );
    return String(row.text);
  }

  it('names the file by the day and sends it as a spreadsheet', async () => {
    const reply = await exportAs(f, 'coordinator', { localeDicId: 1, farmId: f.unitId.own, formId: general });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="export_2026-11-27.xlsx"; filename*=UTF-8''export_2026-11-27.xlsx`,
    );
  });

  it('writes the farmer’s answers on PL-001 cell by cell, typed', async () => {
    const workbook = await workbookOf(
      await exportAs(f, 'coordinator', { localeDicId: 1, farmId: f.unitId.own, formId: general }),
    );
    expect(sheetNamesOf(workbook)).toEqual(['General farm information', 'Review', 'Columns']);
    const sheet = workbook.getWorksheet('General farm information');
    if (!sheet) throw new Error('no sheet');
    const [headers = []] = sheetValues(sheet);
    expect(headers.slice(0, METADATA.length)).toEqual(METADATA);
    expect(headers.slice(METADATA.length, METADATA.length + 5)).toEqual([
      'f1_s1_q1',
      'f1_s1_q2',
      'f1_s1_q3',
      'f1_s1_q4',
      'f1_s1_q5',
    ]);
    expect(headers).toContain('f1_s2_q1_cell');

    const records = sheetRecords(sheet);
    expect(records.map((record) => record['Question group'])).toEqual([
      'Farm and holder',
      'Sow herd (average 2017)',
      'Fattening (2017)',
      'Location',
      ...(await f.filled.instances(f.questionnaireId.own, 'building')).map(() => 'Building'),
    ]);
    const [holder, , , location] = records;
    const unit = await one(
      f.database,
      sql`select u.unit_type_id, u.institution_id, i.institution_type_id from unit u
          join institution i on i.id = u.institution_id where u.id = ${f.unitId.own}`,
    );
    expect(holder).toMatchObject({
      'Questionnaire id': f.questionnaireId.own,
      'Unit name': 'Green Valley pig farm',
      'Unit number': 'PL-001',
      'Unit type': await englishName('unit_type', Number(unit.unit_type_id)),
      'Institution type': await englishName('institution_type', Number(unit.institution_type_id)),
      Institution: await englishName('institution', Number(unit.institution_id)),
      'E-mail': 'farmer@example.com',
      'Questionnaire type': await englishName('questionnaire_type', f.demoTypeId),
      Status: 'In edition',
      Created: CREATED.own,
      Submitted: null,
      Subform: 'Farm profile',
      'Question group': 'Farm and holder',
      'Group instance': null,
      f1_s1_q1: 1998,
      f1_s1_q2: 'company',
      f1_s1_q3: new Date('2024-05-06T00:00:00Z'),
      f1_s1_q4: 12.75,
      f1_s1_q5: 'indoor_slatted; outdoor',
      f1_s2_q1: null,
    });
    expect(location).toMatchObject({
      Subform: 'Location and buildings',
      f1_s1_q1: null,
      f1_s2_q1: `POINT (${point.longitude} ${point.latitude})`,
      f1_s2_q1_cell: gridCellCode(gridCellAt(point)),
      f1_s2_q2: null,
      f1_s2_q3: true,
    });

    // The cells' types, not only their values.
    const cellOf = (row: number, header: string) => sheet.getRow(row).getCell(headers.indexOf(header) + 1);
    expect(cellOf(2, 'Questionnaire id').type).toBe(ExcelJS.ValueType.Number);
    expect(cellOf(2, 'f1_s1_q1').type).toBe(ExcelJS.ValueType.Number);
    expect(cellOf(2, 'f1_s1_q4').type).toBe(ExcelJS.ValueType.Number);
    expect(cellOf(2, 'f1_s1_q3').type).toBe(ExcelJS.ValueType.Date);
    expect(cellOf(2, 'f1_s1_q3').numFmt).toBe('yyyy-mm-dd');
    expect(cellOf(2, 'Created').type).toBe(ExcelJS.ValueType.Date);
    expect(cellOf(2, 'Created').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(cellOf(2, 'f1_s1_q2').type).toBe(ExcelJS.ValueType.String);
    expect(cellOf(5, 'f1_s2_q3').type).toBe(ExcelJS.ValueType.Boolean);
    expect(cellOf(5, 'f1_s2_q1').type).toBe(ExcelJS.ValueType.String);
  });

  it('freezes the header row and puts a filter on it', async () => {
    const workbook = await workbookOf(
      await exportAs(f, 'coordinator', { localeDicId: 1, farmId: f.unitId.own, formId: general }),
    );
    for (const sheet of workbook.worksheets) {
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      const last = sheet.getRow(1).cellCount;
      expect(sheet.autoFilter).toBe(`A1:${sheet.getColumn(last).letter}1`);
      expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    }
  });

  it('explains every column on the Columns sheet: metadata, question, answer type, options', async () => {
    const workbook = await workbookOf(
      await exportAs(f, 'coordinator', { localeDicId: 1, farmId: f.unitId.own, formId: general }),
    );
    const sheet = workbook.getWorksheet('Columns');
    if (!sheet) throw new Error('no Columns sheet');
    const [headers, ...rows] = sheetValues(sheet);
    expect(headers).toEqual([
      'Sheet',
      'Column',
      'Subform',
      'Question group',
      'Question or meaning',
      'Answer type',
      'Cell content',
      'Option code',
      'Option text',
    ]);
    expect(rows.slice(0, METADATA.length).map((row) => row[1])).toEqual(METADATA);
    expect(rows[0]?.[4]).toBe(translate('en', 'export.metadataNotes.questionnaireId'));
    const about = (header: string) => rows.filter((row) => row[1] === header);
    expect(about('f1_s1_q1')).toEqual([
      [
        'General farm information',
        'f1_s1_q1',
        'Farm profile',
        'Farm and holder',
        'In which year was pig production started on the farm?',
        'Integer',
        'Whole number',
        null,
        null,
      ],
    ]);
    const legalForm = about('f1_s1_q2');
    expect(legalForm.map((row) => row[7])).toEqual([
      'family',
      'partnership',
      'company',
      'cooperative',
      'blank',
    ]);
    expect(legalForm[2]?.[8]).toBe('Limited company');
    expect(legalForm[0]?.[5]).toBe('Single choice');
    expect(about('f1_s1_q5')[0]?.[6]).toBe('Codes of the chosen options, separated by “; ”');
    expect(about('f1_s2_q1_cell')[0]?.[6]).toBe('Code of the EEA 1 km grid cell');
    // Every answer column of the sheet is explained.
    const data = workbook.getWorksheet('General farm information');
    const dataHeaders = data ? (sheetValues(data)[0] ?? []) : [];
    for (const header of dataHeaders.slice(METADATA.length))
      expect(about(String(header)).length).toBeGreaterThan(0);
  });

  it('writes headers, status, sheet names and explanations in the requested locale', async () => {
    const workbook = await workbookOf(
      await exportAs(f, 'coordinator', { localeDicId: 2, farmId: f.unitId.own, formId: general }),
    );
    const columnsName = translate('pl', 'export.columnsSheet');
    expect(sheetNamesOf(workbook)).toHaveLength(3);
    expect(sheetNamesOf(workbook).slice(1)).toEqual([translate('pl', 'export.reviewSheet'), columnsName]);
    const data = workbook.worksheets[0];
    if (!data) throw new Error('no sheet');
    const [headers = [], first = []] = sheetValues(data);
    expect(headers[0]).toBe(translate('pl', 'export.metadata.questionnaireId'));
    expect(first[8]).toBe(translate('pl', 'export.status.inEdition'));
  });

  it('shows a submitted form’s date and status, an accepted questionnaire’s status, and a value beside an option', async () => {
    const submittedAt = new Date('2026-06-01T09:30:00Z');
    await f.database.db.execute(
      sql`update filled_form set status = true, submitted_at = ${submittedAt.toISOString()}
          where questionnaire_id = ${f.questionnaireId.own} and form_id = ${economy}`,
    );
    const read = async () =>
      sheetRecords(
        (
          await workbookOf(
            await exportAs(f, 'coordinator', { localeDicId: 1, farmId: f.unitId.own, formId: economy }),
          )
        ).worksheets[0] ?? new ExcelJS.Workbook().addWorksheet('none'),
      );
    const income = (await read()).find((record) => record['Question group'] === 'Income and costs');
    expect(income).toMatchObject({
      Status: 'Submitted',
      Submitted: submittedAt,
      f4_s1_q8: 'contr_mon',
      contr_mon: 24,
    });
    await f.database.db.execute(
      sql`update questionnaire set is_active = true where id = ${f.questionnaireId.own}`,
    );
    try {
      expect((await read())[0]).toMatchObject({ Status: 'Accepted' });
    } finally {
      await f.database.db.execute(
        sql`update questionnaire set is_active = false where id = ${f.questionnaireId.own}`,
      );
    }
  });
});
