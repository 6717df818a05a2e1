import { sql } from 'drizzle-orm';
import type { GroupInstance } from '@schemas/generated/api/fill';
import type { QuestionDicItem } from '@schemas/generated/api/structure-admin';
import { one } from '../questionnaire/questionnaire-fixture';
import { save } from '../fill/write/write-support';
import { call, structureFixture, textOf, type StructureFixture } from './question-support';

/**
 * Versioning safety (issue 14): a questionnaire records the structure version it was saved against;
 * a change to the structure keeps the version questionnaires saw; a questionnaire that can no longer
 * change shows the texts of its version, one still being filled shows the current structure.
 */
describe('structure versions', () => {
  let f: StructureFixture;

  beforeAll(async () => {
    f = await structureFixture();
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
  const typeVersion = async () =>
    Number(
      (
        await one(
          f.database,
          sql`select structure_version as v from questionnaire_type where id = ${f.demoTypeId}`,
        )
      ).v,
    );

  async function shownText(questionnaireId: number, questionId: number): Promise<string | undefined> {
    const filledSubformId = await f.filled.subform(questionnaireId, 'farm_profile');
    const reply = await call(f, 'farmer', 'get', `questionlist/${filledSubformId}`).expect(200);
    const groups: GroupInstance[] = reply.body.data;
    return groups
      .flatMap((group) => group.questionList)
      .find((question) => question.questionId === questionId)?.questionText;
  }

  async function renameQuestion(questionId: number, english: string): Promise<void> {
    const read = await call(f, 'admin', 'get', `question/dic/${questionId}`).expect(200);
    const item: QuestionDicItem = read.body.data;
    const reply = await call(f, 'admin', 'put', 'question/dic').send({
      id: item.id,
      questionListDicId: item.questionListDicId,
      answerTypeDicId: item.answerTypeDicId,
      text: textOf({ 1: english, 2: `${english} (pl)` }, item.text.id ?? undefined),
      questionGroup: item.questionGroup ?? null,
      questionTip: item.questionTip ?? null,
      shortName: item.shortName,
      questionOrderKey: item.questionOrderKey,
      min: item.min ?? null,
      max: item.max ?? null,
      category: item.category ?? '',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }

  it('stamps a questionnaire with the version of its last save', async () => {
    const questionnaireId = f.questionnaireId.assigned;
    const filledQuestionId = await f.filled.question(questionnaireId, 'year_established');
    await save(f, 'farmer', filledQuestionId, [{ answer: '1999' }]);
    expect(await versionOf(questionnaireId)).toBe(await typeVersion());

    await f.database.db.execute(
      sql`update questionnaire_type set structure_version = structure_version + 1 where id = ${f.demoTypeId}`,
    );
    expect(await versionOf(questionnaireId)).toBe((await typeVersion()) - 1);
    await save(f, 'farmer', filledQuestionId, [{ answer: '2001' }]);
    expect(await versionOf(questionnaireId)).toBe(await typeVersion());
  });

  it('shows an approved questionnaire as it was filled, and one being filled as the structure is now', async () => {
    const questionId = await f.dic.question('year_established');
    const before = await shownText(f.questionnaireId.own, questionId);
    expect(before).toBe('In which year was pig production started on the farm?');
    // Both questionnaires saw the current version; the farmer's own one is then approved.
    for (const questionnaireId of [f.questionnaireId.own, f.questionnaireId.assigned]) {
      await save(f, 'farmer', await f.filled.question(questionnaireId, 'year_established'), [
        { answer: '2003' },
      ]);
    }
    await f.database.db.execute(
      sql`update questionnaire set is_active = true where id = ${f.questionnaireId.own}`,
    );

    await renameQuestion(questionId, 'Since which year are pigs kept?');
    expect(await typeVersion()).toBe((await versionOf(f.questionnaireId.own)) + 1);
    const kept = await one(
      f.database,
      sql`select count(*) as count from structure_version where questionnaire_type_id = ${f.demoTypeId}
          and version = ${await versionOf(f.questionnaireId.own)}`,
    );
    expect(Number(kept.count)).toBe(1);

    expect(await shownText(f.questionnaireId.own, questionId)).toBe(before);
    expect(await shownText(f.questionnaireId.assigned, questionId)).toBe('Since which year are pigs kept?');

    // No questionnaire was saved against the renamed version: a second change keeps no document.
    await renameQuestion(questionId, 'Since which year have pigs been kept?');
    const documents = await one(
      f.database,
      sql`select count(*) as count from structure_version where questionnaire_type_id = ${f.demoTypeId}`,
    );
    expect(Number(documents.count)).toBe(1);
    expect(await shownText(f.questionnaireId.own, questionId)).toBe(before);
  });
});
