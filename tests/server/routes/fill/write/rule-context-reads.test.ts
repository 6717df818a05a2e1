import { fillReadAnswerRepository } from '@server/data/repositories/fill-read-answer-repository';
import { ruleContext } from '@server/domain/fill/write/rule-context';
import { option, question } from '@tests/fixtures/fill-group';
import { fillFixture, type FillFixture } from '../fill-fixture';
import { countQueries } from '../read/read-support';

/** No question of the demo structure has this dictionary id. */
const UNKNOWN_QUESTION = 2_000_000_000;

describe('the answers outside a group instance that a save reads', () => {
  let f: FillFixture;
  let housing: number;
  let pen: number;
  let weaners: number;

  beforeAll(async () => {
    f = await fillFixture();
    const questionnaireId = f.questionnaireId.own;
    housing = await f.dic.question('housing_systems');
    pen = await f.dic.question('pen_category');
    await f.addInstance(questionnaireId, 'pen');
    weaners = await f.dic.option('pen_category', 'weaners');
    // The later instance is answered first: the first instance in instance order counts, not the oldest answer.
    await f.putAnswers(await f.filled.question(questionnaireId, 'pen_category', 1), [
      { answerOptionId: await f.dic.option('pen_category', 'sows') },
    ]);
    await f.putAnswers(await f.filled.question(questionnaireId, 'pen_category', 0), [
      { answerOptionId: weaners },
    ]);
    await f.putAnswers(await f.filled.question(questionnaireId, 'housing_systems'), [
      { answerOptionId: await f.dic.option('housing_systems', 'indoor_slatted') },
      { answerOptionId: await f.dic.option('housing_systems', 'outdoor') },
    ]);
  });
  afterAll(async () => {
    await f.close();
  });

  it('are the first instances’ answers of several questions, read in one query', async () => {
    const repository = fillReadAnswerRepository(f.database.db);
    const counter = countQueries(f.database);
    const read = await repository.firstAnswersOf(f.questionnaireId.own, [pen, housing, UNKNOWN_QUESTION]);
    expect(counter.count()).toBe(1);
    counter.restore();
    expect(
      Object.keys(read)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([pen, housing, UNKNOWN_QUESTION].sort((a, b) => a - b));
    expect(read[UNKNOWN_QUESTION]).toEqual([]);
    // The same rows as reading each question's first instance on its own.
    for (const questionId of [pen, housing]) {
      const first = await repository.firstFilledQuestion(f.questionnaireId.own, questionId);
      expect(first).toBeDefined();
      expect(read[questionId]).toEqual(await repository.answersOf(first ?? 0));
    }
    expect(read[pen]?.map((row) => row.answerOptionId)).toEqual([weaners]);
    expect(read[housing]).toHaveLength(2);
  });

  it('reads no answers for none', async () => {
    const counter = countQueries(f.database);
    expect(await fillReadAnswerRepository(f.database.db).firstAnswersOf(f.questionnaireId.own, [])).toEqual(
      {},
    );
    expect(counter.count()).toBe(0);
    counter.restore();
  });

  it('are read by the save’s rule context in one query, whatever the number of questions it reads', async () => {
    const saved = question(1, 1, {
      maxAnswerQuestionId: pen,
      answerList: [
        option(11, 'Slatted', { availableWhen: { questionId: housing, optionIds: [1] } }),
        option(12, 'Litter', { maxAnswerQuestionId: UNKNOWN_QUESTION }),
      ],
    });
    const scope = { questionnaireId: f.questionnaireId.own, questionnaireTypeId: f.demoTypeId };
    const counter = countQueries(f.database);
    const context = await ruleContext(f.database.db, scope, saved, [saved], new Date('2026-06-15T10:00:00Z'));
    expect(counter.count()).toBe(1);
    counter.restore();
    expect(context.externalAnswers?.[pen]?.map((answer) => answer.answerListId)).toEqual([weaners]);
    expect(context.externalAnswers?.[housing]).toHaveLength(2);
    expect(context.externalAnswers?.[UNKNOWN_QUESTION]).toEqual([]);
    expect(context.answersAsOptions).toEqual({});
  });
});
