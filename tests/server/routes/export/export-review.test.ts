import { sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { translate } from '@server/i18n/index';
import { one } from '../questionnaire/questionnaire-fixture';
import { callAs } from '../fill/write/write-support';
import {
  csvFilesOf,
  exportAs,
  exportFixture,
  sheetNamesOf,
  sheetRecords,
  workbookOf,
  type ExportFixture,
} from './export-support';

/**
 * The export's Review sheet (docs/decisions.md, "Issue 19: export of review"): one row per comment,
 * reply, resolution and approval action of the exported questionnaires only (the caller's scope and
 * the request's forms), after the data sheets and before Columns; `review.csv` in the CSV zip.
 */
describe('the export’s Review sheet', () => {
  let f: ExportFixture;
  let general: number;
  let economy: number;
  let ownComment: number;

  const review = (workbook: ExcelJS.Workbook, locale: 'en' | 'pl' = 'en') => {
    const sheet = workbook.getWorksheet(translate(locale, 'export.reviewSheet'));
    if (!sheet) throw new Error(`no Review sheet among ${sheetNamesOf(workbook).join(', ')}`);
    return sheetRecords(sheet);
  };
  const ok = async (reply: Promise<{ status: number; body: unknown }>) => {
    const answered = await reply;
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    return answered.body as { data: { id: number } };
  };

  beforeAll(async () => {
    f = await exportFixture();
    general = await f.dic.form('general');
    economy = await f.dic.form('economy');
    // The farmer's questionnaire on PL-001: a thread on the general form, the form submitted, then
    // the questionnaire confirmed and unblocked.
    const year = await f.filled.question(f.questionnaireId.own, 'year_established');
    ownComment = (
      await ok(
        callAs(f, 'coordinator', 'post', 'comment/add').send({ filledQuestionId: year, text: '=1990?' }),
      )
    ).data.id;
    await ok(callAs(f, 'farmer', 'post', `comment/reply/${ownComment}`).send({ text: 'Yes, 1998.' }));
    await ok(callAs(f, 'farmer', 'post', `comment/resolve/${ownComment}`));
    await ok(
      callAs(
        f,
        'farmer',
        'put',
        `questinnaire/form/${await f.filled.form(f.questionnaireId.own, 'general')}/submit`,
      ),
    );
    await ok(callAs(f, 'coordinator', 'put', `questinnaire/${f.questionnaireId.own}/setIsActive/true`));
    await ok(callAs(f, 'coordinator', 'put', `questinnaire/${f.questionnaireId.own}/setIsActive/false`));
    // PL-002's questionnaire: a comment on the economy form.
    const channel = await f.filled.question(f.questionnaireId.assigned, 'marketing_channel');
    await ok(
      callAs(f, 'coordinator', 'post', 'comment/add').send({
        filledQuestionId: channel,
        text: 'Which contract?',
      }),
    );
    // The Long questionnaire on PL-002, of a type the coordinator holds no right to (and without
    // questions): an approval action written directly.
    await f.database.db.execute(
      sql`insert into approval_action (questionnaire_id, kind, actor_user_id)
          values (${f.questionnaireId.long}, 'confirmed', ${f.userId.expert})`,
    );
  });
  afterAll(async () => {
    await f.close();
  });

  it('lists the comment, its reply and resolution, and the approval actions, in time order', async () => {
    const workbook = await workbookOf(
      await exportAs(f, 'coordinator', { localeDicId: 1, farmId: f.unitId.own }),
    );
    const names = sheetNamesOf(workbook);
    expect(names.slice(-2)).toEqual(['Review', 'Columns']);
    const question = await one(
      f.database,
      sql`select q.order_key, t.text from question q join translation t on t.text_id = q.text_id and t.locale_id = 1
          where q.key = 'year_established'`,
    );
    const rows = review(workbook);
    expect(rows.map((row) => row.Entry)).toEqual([
      'Comment',
      'Reply',
      'Comment resolved',
      'Form submitted',
      'Questionnaire confirmed',
      'Questionnaire unblocked',
    ]);
    expect(rows[0]).toMatchObject({
      'Questionnaire id': f.questionnaireId.own,
      'Unit name': 'Green Valley pig farm',
      Form: 'General farm information',
      'Question group': 'Farm and holder',
      'Question number': Number(question.order_key),
      Question: String(question.text),
      'Comment no.': ownComment,
      'By (e-mail)': 'coordinator@example.com',
      // Neutralised like every text cell of the export.
      Text: "'=1990?",
    });
    expect(rows[0]?.['Date (UTC)']).toBeInstanceOf(Date);
    expect(rows[1]).toMatchObject({
      'Comment no.': ownComment,
      'By (e-mail)': 'farmer@example.com',
      Text: 'Yes, 1998.',
    });
    expect(rows[2]).toMatchObject({
      'Comment no.': ownComment,
      'By (e-mail)': 'farmer@example.com',
      Text: null,
    });
    expect(rows[3]).toMatchObject({
      Form: 'General farm information',
      'Question group': null,
      Question: null,
      'Comment no.': null,
      'By (e-mail)': 'farmer@example.com',
    });
    expect(rows[4]).toMatchObject({ Form: null, 'By (e-mail)': 'coordinator@example.com' });
  });

  it('explains the Review sheet’s columns at the end of the Columns sheet', async () => {
    const workbook = await workbookOf(
      await exportAs(f, 'coordinator', { localeDicId: 1, farmId: f.unitId.own, formId: general }),
    );
    const columns = workbook.getWorksheet('Columns');
    if (!columns) throw new Error('no Columns sheet');
    const reviewRows = sheetRecords(columns).filter((row) => row.Sheet === 'Review');
    expect(reviewRows.map((row) => row.Column)).toEqual(Object.keys(review(workbook)[0] ?? {}));
    expect(reviewRows.find((row) => row.Column === 'Entry')?.['Question or meaning']).toBe(
      translate('en', 'export.review.notes.kind'),
    );
  });

  it('shows only the questionnaires the caller may export', async () => {
    const coordinator = review(
      await workbookOf(
        await exportAs(f, 'coordinator', { localeDicId: 1, farmId: `${f.unitId.own},${f.unitId.assigned}` }),
      ),
    );
    // The Long questionnaire's confirmation is not the coordinator's to see.
    expect(new Set(coordinator.map((row) => row['Questionnaire id']))).toEqual(
      new Set([f.questionnaireId.own, f.questionnaireId.assigned]),
    );
    expect(coordinator.map((row) => row.Text)).toContain('Which contract?');
    // The expert works on PL-002 only, where the Long questionnaire is exported too; PL-001's thread
    // never shows.
    const expert = review(
      await workbookOf(await exportAs(f, 'expert', { localeDicId: 1, farmId: f.unitId.assigned })),
    );
    expect(expert.map((row) => [row['Questionnaire id'], row.Entry, row['By (e-mail)']])).toEqual([
      [f.questionnaireId.assigned, 'Comment', 'coordinator@example.com'],
      [f.questionnaireId.long, 'Questionnaire confirmed', 'expert@example.com'],
    ]);
  });

  it('keeps to the chosen forms: another form’s comments and submissions stay out, confirmations stay in', async () => {
    const rows = review(
      await workbookOf(
        await exportAs(f, 'coordinator', { localeDicId: 1, farmId: f.unitId.own, formId: economy }),
      ),
    );
    expect(rows.map((row) => row.Entry)).toEqual(['Questionnaire confirmed', 'Questionnaire unblocked']);
    const both = review(
      await workbookOf(
        await exportAs(f, 'coordinator', {
          localeDicId: 1,
          farmId: f.unitId.own,
          formId: `${general},${economy}`,
        }),
      ),
    );
    expect(both).toHaveLength(6);
  });

  it('keeps an empty Review sheet (headers only) when nothing was reviewed, named in the request’s language', async () => {
    const workbook = await workbookOf(
      await exportAs(f, 'coordinator', { localeDicId: 2, farmId: f.unitId.other }),
    );
    expect(sheetNamesOf(workbook).slice(-2)).toEqual([
      translate('pl', 'export.reviewSheet'),
      translate('pl', 'export.columnsSheet'),
    ]);
    const sheet = workbook.getWorksheet(translate('pl', 'export.reviewSheet'));
    expect(sheet?.getRow(1).getCell(9).value).toBe(translate('pl', 'export.review.headers.kind'));
    expect(review(workbook, 'pl')).toEqual([]);
  });

  it('writes review.csv into the CSV zip', async () => {
    const files = await csvFilesOf(
      await exportAs(f, 'coordinator', {
        localeDicId: 1,
        farmId: f.unitId.own,
        formId: general,
        format: 'csv',
      }),
    );
    expect([...files.keys()]).toEqual(['General farm information.csv', 'columns.csv', 'review.csv']);
    const [headers = [], ...rows] = files.get('review.csv') ?? [];
    expect(headers[8]).toBe('Entry');
    expect(rows.map((row) => row[8])).toEqual([
      'Comment',
      'Reply',
      'Comment resolved',
      'Form submitted',
      'Questionnaire confirmed',
      'Questionnaire unblocked',
    ]);
    expect(rows[0]?.[11]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });
});
