import { sql } from 'drizzle-orm';
import { offeredOptions } from '@engine/options/offered-options';
import type { AnswerAsOption } from '@engine/context';
import type { AnswerAsOptionItem, FillQuestion, GroupInstance } from '@schemas/generated/api/fill';
import type { QuestionDicItem, QuestionEntry } from '@schemas/generated/api/structure-admin';
import { idOf, one } from '../questionnaire/questionnaire-fixture';
import { save } from '../fill/write/write-support';
import {
  call,
  expectRefused,
  questionEntry,
  structureFixture,
  structureState,
  type StructureFixture,
} from './question-support';

/**
 * A question whose options are another question's answers (answer type 13) names its source question
 * (`optionsFromQuestionId`); the farmer's questionnaire then offers that question's answers.
 */
describe('the source question of a question offering another question’s answers', () => {
  let f: StructureFixture;
  /** farm_holder: a group of the first subform (farm_profile) with instances in the questionnaires. */
  let group: number;

  beforeAll(async () => {
    f = await structureFixture();
    group = await f.dic.group('farm_holder');
  });
  afterAll(async () => {
    await f.close();
  });

  const noBounds = { min: null, max: null } as const;
  const longText = (orderKey: number, shortName: string): QuestionEntry =>
    questionEntry(group, orderKey, { ...noBounds, answerTypeDicId: 3, shortName });
  const fromAnswers = (
    orderKey: number,
    source: number | null | undefined,
    extra: Partial<QuestionEntry> = {},
  ) =>
    questionEntry(group, orderKey, {
      ...noBounds,
      answerTypeDicId: 13,
      shortName: 'helped',
      ...(source === undefined ? {} : { optionsFromQuestionId: source }),
      ...extra,
    });

  async function added(entry: QuestionEntry): Promise<QuestionDicItem> {
    const reply = await call(f, 'admin', 'post', 'question/dic').send(entry);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  }

  async function refused(
    method: 'post' | 'put',
    entry: object,
    code: string,
    status = 400,
    language?: string,
  ) {
    const before = await structureState(f);
    const reply = await call(f, 'admin', method, 'question/dic', language).send(entry);
    if (status === 400) expectRefused(reply, 'optionsFromQuestionId', code);
    else expect(reply.status, JSON.stringify(reply.body)).toBe(status);
    expect(await structureState(f)).toBe(before);
    return reply;
  }

  async function farmerQuestion(questionId: number): Promise<FillQuestion> {
    const filledSubformId = await f.filled.subform(f.questionnaireId.own, 'farm_profile');
    const reply = await call(f, 'farmer', 'get', `questionlist/${filledSubformId}`).expect(200);
    const groups: GroupInstance[] = reply.body.data;
    const found = groups
      .flatMap((one) => one.questionList)
      .find((question) => question.questionId === questionId);
    if (!found) throw new Error(`question ${questionId} not shown`);
    return found;
  }

  const keyOf = async (questionId: number) =>
    String((await one(f.database, sql`select key from question where id = ${questionId}`)).key);

  it('is stored, answered in every reply, and the farmer is offered the source’s answers', async () => {
    const source = await added(longText(1, 'helper'));
    expect(source.optionsFromQuestionId).toBeNull();
    const reader = await added(fromAnswers(2, source.id));
    expect(reader.optionsFromQuestionId).toBe(source.id);
    const read = await call(f, 'admin', 'get', `question/dic/${reader.id}`).expect(200);
    expect(read.body.data.optionsFromQuestionId).toBe(source.id);
    const list = await call(f, 'admin', 'get', `question/dic/list/group?questionListDicId=${group}`).expect(
      200,
    );
    const listed: QuestionDicItem[] = list.body.data;
    expect(listed.find((item) => item.id === reader.id)?.optionsFromQuestionId).toBe(source.id);
    expect(listed.every((item) => item.optionsFromQuestionId !== undefined)).toBe(true);

    const sourceFilled = await f.filled.question(f.questionnaireId.own, await keyOf(source.id));
    await save(f, 'farmer', sourceFilled, [{ answer: 'Anna, herd manager' }]);
    const offered = await call(
      f,
      'farmer',
      'get',
      `question/answers-from-tab7c/${f.questionnaireId.own}`,
      undefined,
    )
      .query({ questionDicId: source.id })
      .expect(200);
    const items: AnswerAsOptionItem[] = offered.body.data;
    expect(items).toEqual([{ id: sourceFilled, answer: 'Anna, herd manager', questionId: source.id }]);

    const shown = await farmerQuestion(reader.id);
    expect(shown).toMatchObject({ answerTypeDicId: 13, optionsFromQuestionId: source.id });
    const answersAsOptions: Record<number, AnswerAsOption[]> = {
      [source.id]: items.map(({ id, answer }) => ({ id, answer })),
    };
    expect(offeredOptions(shown, [], () => [], { answersAsOptions }).map((option) => option.text)).toEqual([
      'Anna, herd manager',
    ]);
    const readerFilled = await f.filled.question(f.questionnaireId.own, await keyOf(reader.id));
    await save(f, 'farmer', readerFilled, [{ answer: String(sourceFilled) }]);
    expect((await farmerQuestion(reader.id)).answers).toMatchObject([{ answer: String(sourceFilled) }]);
  });

  it('lets an edit name another text question as the source', async () => {
    const trained = await f.dic.question('trained_people');
    const personRole = await f.dic.question('person_role');
    const item: QuestionDicItem = (await call(f, 'admin', 'get', `question/dic/${trained}`).expect(200)).body
      .data;
    expect(item.optionsFromQuestionId).toBe(personRole);
    const other = await added(longText(1, 'other'));
    const edited = await call(f, 'admin', 'put', 'question/dic').send({
      id: trained,
      questionListDicId: item.questionListDicId,
      answerTypeDicId: 13,
      text: item.text,
      shortName: item.shortName,
      questionOrderKey: item.questionOrderKey,
      optionsFromQuestionId: other.id,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.optionsFromQuestionId).toBe(other.id);
  });

  it('is required for the answer type reading another question’s answers', async () => {
    await refused('post', fromAnswers(1, undefined), 'FIELD_REQUIRED');
    await refused('post', fromAnswers(1, null), 'FIELD_REQUIRED');
  });

  it('belongs only to the answer types reading another question’s answers', async () => {
    const source = await f.dic.question('person_role');
    await refused('post', questionEntry(group, 1, { optionsFromQuestionId: source }), 'NOT_FOR_ANSWER_TYPE');
    await refused(
      'post',
      questionEntry(group, 1, { ...noBounds, answerTypeDicId: 3, optionsFromQuestionId: source }),
      'NOT_FOR_ANSWER_TYPE',
    );
  });

  it('must be a text question, in a translated message', async () => {
    const integer = await f.dic.question('year_established');
    const reply = await refused('post', fromAnswers(1, integer), 'OPTIONS_SOURCE_NOT_TEXT', 400, 'pl');
    expect(reply.body.message).toBe('Opcje mogą pochodzić tylko z odpowiedzi na pytanie tekstowe');
    const choice = await f.dic.question('legal_form');
    await refused('post', fromAnswers(1, choice), 'OPTIONS_SOURCE_NOT_TEXT');
    // Another question reading answers gives none to read, nor does the question itself.
    const trained = await f.dic.question('trained_people');
    await refused('post', fromAnswers(1, trained), 'OPTIONS_SOURCE_NOT_TEXT');
    const item: QuestionDicItem = (await call(f, 'admin', 'get', `question/dic/${trained}`).expect(200)).body
      .data;
    await refused(
      'put',
      {
        id: trained,
        questionListDicId: item.questionListDicId,
        answerTypeDicId: 13,
        text: item.text,
        shortName: item.shortName,
        questionOrderKey: item.questionOrderKey,
        optionsFromQuestionId: trained,
      },
      'OPTIONS_SOURCE_NOT_TEXT',
    );
  });

  it('answers 404 for a source that does not exist or belongs to another questionnaire type', async () => {
    await refused('post', fromAnswers(1, 999_999), 'NOT_FOUND', 404);
    const elsewhere = await questionOfAnotherType();
    await refused('post', fromAnswers(1, elsewhere), 'NOT_FOUND', 404);
  });

  /** A long-text question in a questionnaire type of its own (texts borrowed from the demo). */
  async function questionOfAnotherType(): Promise<number> {
    const textId = await idOf(
      f.database,
      sql`select text_id as id from question where key = 'person_role' limit 1`,
    );
    const typeId = await idOf(
      f.database,
      sql`insert into questionnaire_type (key, text_id) values ('other_type', ${textId}) returning id`,
    );
    const formId = await idOf(
      f.database,
      sql`insert into form (questionnaire_type_id, key, text_id, order_key)
          values (${typeId}, 'other_form', ${textId}, 1) returning id`,
    );
    const subformId = await idOf(
      f.database,
      sql`insert into subform (form_id, key, code, text_id, order_key)
          values (${formId}, 'other_subform', 'O1', ${textId}, 1) returning id`,
    );
    const groupId = await idOf(
      f.database,
      sql`insert into question_group (subform_id, key, ql_number, text_id, order_key)
          values (${subformId}, 'other_group', 1, ${textId}, 1) returning id`,
    );
    return idOf(
      f.database,
      sql`insert into question (question_group_id, key, answer_type_id, short_name, text_id, order_key)
          values (${groupId}, 'other_question', 3, 'other', ${textId}, 1) returning id`,
    );
  }
});
