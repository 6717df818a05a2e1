import JSZip from 'jszip';
import { translate } from '@server/i18n/index';
import {
  answerOwnQuestionnaire,
  csvFilesOf,
  exportAs,
  exportFixture,
  OWN_POINT,
  type ExportFixture,
} from './export-support';

/**
 * The CSV export (`format=csv`): a zip with one UTF-8 CSV per sheet (byte order mark, header row, CRLF
 * lines, RFC 4180 quoting), review.csv and columns.csv, read back with jszip and csv-parse; dates as YYYY-MM-DD,
 * instants in ISO 8601 UTC, booleans true/false, numbers with a dot.
 */
describe('the CSV export', () => {
  let f: ExportFixture;
  let general: number;
  let economy: number;

  beforeAll(async () => {
    f = await exportFixture();
    general = await f.dic.form('general');
    economy = await f.dic.form('economy');
    await answerOwnQuestionnaire(f);
  });
  afterAll(async () => {
    await f.close();
  });

  const query = () => ({
    localeDicId: 1,
    farmId: f.unitId.own,
    formId: `${general},${economy}`,
    format: 'csv',
  });

  it('sends a zip named by the day', async () => {
    const reply = await exportAs(f, 'coordinator', query());
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="export_2026-11-27.zip"; filename*=UTF-8''export_2026-11-27.zip`,
    );
  });

  it('holds a CSV per sheet, review.csv and columns.csv, each with its header row', async () => {
    const files = await csvFilesOf(await exportAs(f, 'coordinator', query()));
    expect([...files.keys()]).toEqual([
      'Economy.csv',
      'General farm information.csv',
      'columns.csv',
      'review.csv',
    ]);
    const general = files.get('General farm information.csv') ?? [];
    expect(general[0]?.slice(0, 3)).toEqual(['Questionnaire id', 'Unit name', 'Unit number']);
    const columns = files.get('columns.csv') ?? [];
    expect(columns[0]?.[0]).toBe(translate('en', 'export.columnsHeader.sheet'));
    expect(columns.some((row) => row[0] === 'General farm information' && row[1] === 'f1_s1_q4')).toBe(true);
  });

  it('writes the answers as CSV texts: numbers with a dot, dates as days, booleans, codes, WKT', async () => {
    const files = await csvFilesOf(await exportAs(f, 'coordinator', query()));
    const [headers = [], ...rows] = files.get('General farm information.csv') ?? [];
    const records = rows.map((row) =>
      Object.fromEntries(headers.map((header, index) => [header, row[index]])),
    );
    expect(records[0]).toMatchObject({
      'Questionnaire id': String(f.questionnaireId.own),
      'Unit name': 'Green Valley pig farm',
      Status: 'In edition',
      Created: '2026-03-10T08:00:00Z',
      Submitted: '',
      'Question group': 'Farm and holder',
      f1_s1_q1: '1998',
      f1_s1_q2: 'company',
      f1_s1_q3: '2024-05-06',
      f1_s1_q4: '12.75',
      f1_s1_q5: 'indoor_slatted; outdoor',
    });
    const location = records.find((record) => record['Question group'] === 'Location');
    expect(location).toMatchObject({
      f1_s2_q1: `POINT (${OWN_POINT.longitude} ${OWN_POINT.latitude})`,
      f1_s2_q3: 'true',
    });
    const [economyHeaders = [], ...economyRows] = files.get('Economy.csv') ?? [];
    const income = economyRows
      .map((row) => Object.fromEntries(economyHeaders.map((header, index) => [header, row[index]])))
      .find((record) => record['Question group'] === 'Income and costs');
    expect(income).toMatchObject({ f4_s1_q8: 'contr_mon', contr_mon: '24' });
  });

  it('ends lines with CRLF and quotes cells that need it', async () => {
    const reply = await exportAs(f, 'coordinator', query());
    const body: unknown = reply.body;
    if (!Buffer.isBuffer(body)) throw new Error('no bytes');
    const zip = await JSZip.loadAsync(body);
    const text = (await zip.file('General farm information.csv')?.async('string')) ?? '';
    expect(text.split('\r\n').length).toBeGreaterThan(2);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    // The WKT point has a space and no comma; the list of codes has "; " only: neither needs quotes.
    expect(text).toContain(',indoor_slatted; outdoor,');
  });
});
