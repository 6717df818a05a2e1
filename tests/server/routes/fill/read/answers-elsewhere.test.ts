import { sql } from 'drizzle-orm';
import type { AnswerAsOption } from '@engine/context';
import { answersToValue } from '@engine/answers/answers-to-value';
import { chosenIds } from '@engine/answers/chosen-ids';
import { offeredOptions } from '@engine/options/offered-options';
import type {
  AnswerAsOptionItem,
  FillQuestion,
  GroupInstance,
  QuestionAnswers,
} from '@schemas/generated/api/fill';
import { idOf } from '../../questionnaire/questionnaire-fixture';
import { fillFixture, type FillFixture } from '../fill-fixture';
import { getAs, listShapeErrors, shapeErrors } from './read-support';

describe('answers read across a questionnaire', () => {
  let f: FillFixture;

  beforeAll(async () => {
    f = await fillFixture();
  });
  afterAll(async () => {
    await f.close();
  });

  async function questionInList(questionnaireId: number, subformKey: string, questionKey: string) {
    const filledSubformId = await f.filled.subform(questionnaireId, subformKey);
    const groups: GroupInstance[] = (await getAs(f, 'admin', `questionlist/${filledSubformId}`).expect(200))
      .body.data;
    const questionId = await f.dic.question(questionKey);
    const found = groups.flatMap((group) => group.questionList).find((q) => q.questionId === questionId);
    if (!found) throw new Error(`${questionKey} not listed`);
    return found;
  }

  describe('GET question/answerByQuestionDicId/{questionnaireId}?questionDicId', () => {
    async function answersOf(questionnaireId: number, questionKey: string): Promise<QuestionAnswers> {
      const reply = await getAs(f, 'farmer', `question/answerByQuestionDicId/${questionnaireId}`, {
        questionDicId: await f.dic.question(questionKey),
      }).expect(200);
      expect(shapeErrors('QuestionAnswers', reply.body.data)).toEqual([]);
      return reply.body.data;
    }

    it('answers the question of the questionnaire with its filled question, empty before any answer', async () => {
      expect(await answersOf(f.questionnaireId.own, 'housing_systems')).toEqual({
        questionId: await f.dic.question('housing_systems'),
        filledQuestionId: await f.filled.question(f.questionnaireId.own, 'housing_systems'),
        answers: [],
      });
    });

    it('gives what the engine needs to offer the options that depend on the answer', async () => {
      const questionnaireId = f.questionnaireId.own;
      const slatted = await f.dic.option('housing_systems', 'indoor_slatted');
      await f.putAnswers(await f.filled.question(questionnaireId, 'housing_systems'), [
        { answerOptionId: slatted },
      ]);
      // Another questionnaire's answer never leaks in.
      await f.putAnswers(await f.filled.question(f.questionnaireId.assigned, 'housing_systems'), [
        { answerOptionId: await f.dic.option('housing_systems', 'outdoor') },
      ]);
      const tracked = await answersOf(questionnaireId, 'housing_systems');
      expect(tracked.answers.map((saved) => saved.answerListId)).toEqual([slatted]);

      const floor = await questionInList(questionnaireId, 'housing_space', 'floor_type');
      const external: Record<number, QuestionAnswers['answers']> = { [tracked.questionId]: tracked.answers };
      const chosenIn = (questionId: number) => {
        const answers = external[questionId] ?? [];
        return chosenIds(answersToValue(6, answers));
      };
      const offered = offeredOptions(floor, [], chosenIn).map((option) => option.id);
      expect(offered).toContain(await f.dic.option('floor_type', 'partly_slatted'));
      expect(offered).not.toContain(await f.dic.option('floor_type', 'deep_litter'));
    });

    it('answers with the first instance of a question in a repeatable group', async () => {
      const questionnaireId = f.questionnaireId.own;
      await f.addInstance(questionnaireId, 'pen');
      const weaners = await f.dic.option('pen_category', 'weaners');
      await f.putAnswers(await f.filled.question(questionnaireId, 'pen_category', 0), [
        { answerOptionId: weaners },
      ]);
      await f.putAnswers(await f.filled.question(questionnaireId, 'pen_category', 1), [
        { answerOptionId: await f.dic.option('pen_category', 'sows') },
      ]);
      const reply = await answersOf(questionnaireId, 'pen_category');
      expect(reply.filledQuestionId).toBe(await f.filled.question(questionnaireId, 'pen_category', 0));
      expect(reply.answers.map((saved) => saved.answerListId)).toEqual([weaners]);
    });

    it('answers 404 for a question of another questionnaire type or none, and 400 without questionDicId', async () => {
      const longForm = await idOf(
        f.database,
        sql`select id from form where questionnaire_type_id = ${f.longTypeId}`,
      );
      const textId = await idOf(f.database, sql`select text_id as id from form where id = ${longForm}`);
      const subformId = await idOf(
        f.database,
        sql`insert into subform (form_id, key, code, text_id, order_key) values (${longForm}, 'long_sub', 'L1', ${textId}, 1) returning id`,
      );
      const groupId = await idOf(
        f.database,
        sql`insert into question_group (subform_id, key, ql_number, text_id, order_key) values (${subformId}, 'long_group', -1, ${textId}, 1) returning id`,
      );
      const foreign = await idOf(
        f.database,
        sql`insert into question (question_group_id, key, answer_type_id, short_name, text_id, order_key)
            values (${groupId}, 'long_q', 1, 'long_q', ${textId}, 1) returning id`,
      );
      const path = `question/answerByQuestionDicId/${f.questionnaireId.own}`;
      for (const questionDicId of [foreign, 2_000_000_000]) {
        const reply = await getAs(f, 'farmer', path, { questionDicId });
        expect(reply.status).toBe(404);
      }
      // Beyond the database's 32-bit ids it is not an id at all.
      await getAs(f, 'farmer', path, { questionDicId: 9_999_999_999 }).expect(400);
      await getAs(f, 'farmer', path).expect(400);
      await getAs(f, 'farmer', path, { questionDicId: 'housing' }).expect(400);
    });
  });

  describe('GET question/answers-from-tab7c/{questionnaireId}', () => {
    it('offers every instance of the source question, with the engine key, in instance order', async () => {
      const questionnaireId = f.questionnaireId.assigned;
      const personRole = await f.dic.question('person_role');
      await f.addInstance(questionnaireId, 'person');
      await f.addInstance(questionnaireId, 'person');
      const roles = [0, 1, 2].map((instance) => f.filled.question(questionnaireId, 'person_role', instance));
      const [anna, unanswered, piotr] = await Promise.all(roles);
      await f.putAnswers(anna ?? 0, [{ answer: 'Anna, herd manager' }]);
      await f.putAnswers(piotr ?? 0, [{ answer: 'Piotr' }]);
      await f.putAnswers(await f.filled.question(f.questionnaireId.own, 'person_role'), [
        { answer: 'Not here' },
      ]);

      const reply = await getAs(f, 'expert', `question/answers-from-tab7c/${questionnaireId}`).expect(200);
      const items: AnswerAsOptionItem[] = reply.body.data;
      expect(listShapeErrors('AnswerAsOptionItem', items)).toEqual([]);
      expect(items).toEqual([
        { id: anna, answer: 'Anna, herd manager', questionId: personRole },
        { id: unanswered, answer: '', questionId: personRole },
        { id: piotr, answer: 'Piotr', questionId: personRole },
      ]);

      const filtered = await getAs(f, 'expert', `question/answers-from-tab7c/${questionnaireId}`, {
        questionDicId: personRole,
      }).expect(200);
      expect(filtered.body.data).toEqual(items);
      const notSource = await getAs(f, 'expert', `question/answers-from-tab7c/${questionnaireId}`, {
        questionDicId: await f.dic.question('weekly_hours'),
      }).expect(200);
      expect(notSource.body.data).toEqual([]);
    });

    it('is what the engine offers a type-13 question: empty answers only while chosen', async () => {
      const questionnaireId = f.questionnaireId.assigned;
      const items: AnswerAsOptionItem[] = (
        await getAs(f, 'expert', `question/answers-from-tab7c/${questionnaireId}`).expect(200)
      ).body.data;
      const answersAsOptions: Record<number, AnswerAsOption[]> = {};
      for (const item of items)
        (answersAsOptions[item.questionId] ??= []).push({ id: item.id, answer: item.answer });
      const trained: FillQuestion = await questionInList(
        questionnaireId,
        'training_knowledge',
        'trained_people',
      );
      const offered = (chosen: number[]) =>
        offeredOptions(trained, chosen, () => [], { answersAsOptions }).map((option) => option.text);
      expect(offered([])).toEqual(['Anna, herd manager', 'Piotr']);
      const emptyId = items.find((item) => item.answer === '')?.id ?? 0;
      expect(offered([emptyId])).toEqual(['Anna, herd manager', '', 'Piotr']);
    });

    it('answers 400 for a malformed source id and an empty list for one that names nothing', async () => {
      const path = `question/answers-from-tab7c/${f.questionnaireId.own}`;
      await getAs(f, 'farmer', path, { questionDicId: 'x' }).expect(400);
      await getAs(f, 'farmer', path, { questionDicId: 9_999_999_999 }).expect(400);
      expect(
        (await getAs(f, 'farmer', path, { questionDicId: 2_000_000_000 }).expect(200)).body.data,
      ).toEqual([]);
    });
  });
});
