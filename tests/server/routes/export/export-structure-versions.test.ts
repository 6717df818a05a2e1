import { sql } from 'drizzle-orm';
import request from 'supertest';
import type { QuestionDicItem } from '@schemas/generated/api/structure-admin';
import { one } from '../questionnaire/questionnaire-fixture';
import { save } from '../fill/write/write-support';
import {
  exportAs,
  exportFixture,
  sheetNamesOf,
  sheetRecords,
  sheetValues,
  workbookOf,
  type ExportFixture,
} from './export-support';

/**
 * The structure version a questionnaire was created or last saved against decides its columns
 * (docs/decisions.md, issue 17): after a question's export short name changes, a questionnaire saved
 * before keeps the old column on a sheet of its version, one saved since gets the new name.
 */
describe('the export of questionnaires filled against older structure versions', () => {
  let f: ExportFixture;
  let general: number;

  beforeAll(async () => {
    f = await exportFixture();
    general = await f.dic.form('general');
  });
  afterAll(async () => {
    await f.close();
  });

  const versionOf = async (questionnaireId: number) =>
    Number(
      (
        await one(
          f.database,
          sql`select structure_version as v from questionnaire where id = ${questionnaireId}`,
        )
      ).v,
    );

  async function renameShortName(questionKey: string, shortName: string): Promise<void> {
    const questionId = await f.dic.question(questionKey);
    const admin = (method: 'get' | 'put', path: string) =>
      request(f.app)[method](`/api/secured/${path}`).set('Authorization', f.bearer.admin);
    const item: QuestionDicItem = (await admin('get', `question/dic/${questionId}`).expect(200)).body.data;
    const reply = await admin('put', 'question/dic').send({
      id: item.id,
      questionListDicId: item.questionListDicId,
      answerTypeDicId: item.answerTypeDicId,
      text: item.text,
      questionGroup: item.questionGroup ?? null,
      questionTip: item.questionTip ?? null,
      shortName,
      questionOrderKey: item.questionOrderKey,
      min: item.min ?? null,
      max: item.max ?? null,
      category: item.category ?? '',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }

  it('writes each questionnaire on the sheet of its version, with that version’s columns', async () => {
    const own = f.questionnaireId.own;
    const assigned = f.questionnaireId.assigned;
    await save(f, 'farmer', await f.filled.question(own, 'year_established'), [{ answer: '1998' }]);
    const before = await versionOf(own);
    await renameShortName('year_established', 'est_year');
    await save(f, 'farmer', await f.filled.question(assigned, 'year_established'), [{ answer: '2005' }]);
    expect(await versionOf(assigned)).toBe(before + 1);
    expect(await versionOf(own)).toBe(before);

    const workbook = await workbookOf(
      await exportAs(f, 'coordinator', {
        localeDicId: 1,
        farmId: `${f.unitId.own},${f.unitId.assigned}`,
        formId: general,
      }),
    );
    expect(sheetNamesOf(workbook)).toEqual([
      'General farm information',
      `General farm information v${before}`,
      'Review',
      'Columns',
    ]);
    const [current, older] = workbook.worksheets;
    if (!current || !older) throw new Error('sheets missing');
    expect(sheetValues(current)[0]).toContain('est_year');
    expect(sheetValues(current)[0]).not.toContain('f1_s1_q1');
    expect(sheetValues(older)[0]).toContain('f1_s1_q1');
    expect(sheetValues(older)[0]).not.toContain('est_year');
    const holder = (sheet: typeof current) =>
      sheetRecords(sheet).find((record) => record['Question group'] === 'Farm and holder');
    expect(holder(current)).toMatchObject({ 'Questionnaire id': assigned, est_year: 2005 });
    expect(holder(older)).toMatchObject({ 'Questionnaire id': own, f1_s1_q1: 1998 });
    expect(sheetRecords(current).every((record) => record['Questionnaire id'] === assigned)).toBe(true);
    expect(sheetRecords(older).every((record) => record['Questionnaire id'] === own)).toBe(true);

    // The Columns sheet explains both versions' columns, each under its own sheet.
    const columns = workbook.getWorksheet('Columns');
    const explained = sheetValues(columns ?? current).map((row) => `${String(row[0])}/${String(row[1])}`);
    expect(explained).toContain('General farm information/est_year');
    expect(explained).toContain(`General farm information v${before}/f1_s1_q1`);
  });
});
