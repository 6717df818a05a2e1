import { save } from '../fill/write/write-support';
import { exportAs, exportFixture, sheetRecords, workbookOf, type ExportFixture } from './export-support';

/**
 * A choice among another question's answers (answer type 13) is saved as the chosen answers' filled
 * question ids; the export writes their texts, read only within the same questionnaire, so a forged id
 * of another questionnaire's answer brings no text of it into the file.
 */
describe('the export of choices among another question’s answers', () => {
  let f: ExportFixture;
  let social: number;

  beforeAll(async () => {
    f = await exportFixture();
    social = await f.dic.form('social');
  });
  afterAll(async () => {
    await f.close();
  });

  async function trainingCell(): Promise<unknown> {
    const workbook = await workbookOf(
      await exportAs(f, 'coordinator', { localeDicId: 1, farmId: f.unitId.own, formId: social }),
    );
    const training = sheetRecords(workbook.worksheets[0] ?? workbook.addWorksheet('none')).find(
      (record) => record['Question group'] === 'Training in 2017',
    );
    return training?.f5_s2_q1;
  }

  it('writes the texts of the chosen answers', async () => {
    const person = await f.filled.question(f.questionnaireId.own, 'person_role');
    await save(f, 'farmer', person, [{ answer: 'Anna, herd manager' }]);
    await save(f, 'farmer', await f.filled.question(f.questionnaireId.own, 'trained_people'), [
      { answer: String(person) },
    ]);
    expect(await trainingCell()).toBe('Anna, herd manager');
  });

  it('does not read the text of another questionnaire’s answer named by a forged id', async () => {
    const elsewhere = await f.filled.question(f.questionnaireId.assigned, 'person_role');
    await save(f, 'farmer', elsewhere, [{ answer: 'Text of another questionnaire' }]);
    await f.putAnswers(await f.filled.question(f.questionnaireId.own, 'trained_people'), [
      { answer: String(elsewhere) },
    ]);
    expect(await trainingCell()).toBe(String(elsewhere));
  });
});
