import type { AnswerValue } from '@engine/answers/answer-value';
import { buildSave } from '@engine/answers/build-save';
import { gridCellSquare } from '@engine/geo/grid-cell-square';
import { answerTypes, fixtureQuestion, ruleContext, square } from '@tests/fixtures/answer-values';
import { GROUP_ID, question } from '@tests/fixtures/fill-group';

type AnswerType = (typeof answerTypes)[number];

describe('buildSave', () => {
  it('addresses the filled question: its id, dictionary id, group instance and version', () => {
    const target = { ...fixtureQuestion(1), version: 3 };
    const decision = buildSave(target, '42', ruleContext());
    expect(decision).toEqual({
      kind: 'save',
      payload: {
        id: 1001,
        questionId: 1,
        filledQuestionListId: GROUP_ID,
        version: 3,
        answers: [{ answer: '42' }],
      },
    });
  });

  it.each<[AnswerType, AnswerValue, object[]]>([
    [1, '42', [{ answer: '42' }]],
    [1, '+5', [{ answer: '5' }]],
    [1, ' 007 ', [{ answer: '007' }]],
    [2, '12,5', [{ answer: '12.5' }]],
    [2, '12.5', [{ answer: '12.5' }]],
    [2, '-0,50', [{ answer: '-0.50' }]],
    [2, '1,2340', [{ answer: '1.2340' }]],
    [3, 'Some text', [{ answer: 'Some text' }]],
    [4, 41, [{ answerListId: 41 }]],
    [5, { optionId: 51, value: '10' }, [{ answerListId: 51, answer: '10' }]],
    [5, { optionId: 51, value: '+10' }, [{ answerListId: 51, answer: '10' }]],
    [6, [61, 62], [{ answerListId: 61 }, { answerListId: 62 }]],
    [7, [{ optionId: 72, value: '5' }], [{ answerListId: 72, answer: '5' }]],
    [8, 81, [{ answerListId: 81 }]],
    [9, '01/02/2020', [{ answer: '2020-02-01' }]],
    [10, 104, [{ answerListId: 104 }]],
    [11, { latitude: 52, longitude: 21 }, [{ geomAnswer: { type: 'Point', coordinates: [21, 52] } }]],
    [
      12,
      { squareId: '1kmE5069N3292', geometry: gridCellSquare({ eastKm: 5069, northKm: 3292 }) },
      [{ answer: '1kmE5069N3292', gridGeomAnswer: gridCellSquare({ eastKm: 5069, northKm: 3292 }) }],
    ],
    [13, [7], [{ answer: '7' }]],
    [16, 161, [{ answerListId: 161 }]],
  ])('saves a valid value of type %i (%j) as its answers', (type, value, answers) => {
    const decision = buildSave(fixtureQuestion(type), value, ruleContext());
    expect(decision.kind).toBe('save');
    expect(decision.payload?.answers).toEqual(answers);
    expect(decision.message).toBeUndefined();
  });

  it.each(answerTypes.filter((type) => type !== 10))(
    'saves an empty answer list when a type %i answer is cleared',
    (type) => {
      expect(buildSave(fixtureQuestion(type), undefined, ruleContext())).toMatchObject({
        kind: 'save',
        payload: { answers: [] },
      });
    },
  );

  it('saves the empty mandatory rating (type 10) empty but with FIELD_REQUIRED', () => {
    expect(buildSave(fixtureQuestion(10), undefined, ruleContext())).toEqual({
      kind: 'save',
      payload: { id: 1010, questionId: 10, filledQuestionListId: GROUP_ID, version: 0, answers: [] },
      message: { key: 'FIELD_REQUIRED' },
    });
  });

  it('does not save a rating that the question does not offer', () => {
    expect(buildSave(fixtureQuestion(10), 6, ruleContext())).toEqual({
      kind: 'invalid',
      message: { key: 'OPTION_NOT_OFFERED' },
    });
  });

  it.each([
    ['12,5', { key: 'VALUE_SHOULD_BE_INTEGER' }],
    ['abc', { key: 'VALUE_SHOULD_BE_INTEGER' }],
    ['-5', { key: 'VALUE_BETWEEN', params: { min: 0, max: 500 } }],
    ['501', { key: 'VALUE_BETWEEN', params: { min: 0, max: 500 } }],
  ])('saves an empty answer instead of the invalid integer %j, with its message', (typed, message) => {
    expect(buildSave(fixtureQuestion(1), typed, ruleContext())).toEqual({
      kind: 'invalid',
      message,
      payload: { id: 1001, questionId: 1, filledQuestionListId: GROUP_ID, version: 0, answers: [] },
    });
  });

  it.each<[AnswerType, AnswerValue, object]>([
    [2, '1,234', { key: 'AMBIGUOUS_SEPARATOR', params: { whole: '1234', decimal: '1,2340' } }],
    [2, '1e3', { key: 'VALUE_SHOULD_BE_NUMBER' }],
    [2, 'abc', { key: 'VALUE_SHOULD_BE_NUMBER' }],
    [2, '100,5', { key: 'VALUE_LESS_THAN', params: { max: 100 } }],
    [3, 'x'.repeat(226), { key: 'TEXT_TOO_LONG', params: { max: 225 } }],
    [4, 99, { key: 'OPTION_NOT_OFFERED' }],
    [5, { optionId: 51, value: '' }, { key: 'FIELD_REQUIRED' }],
    [5, { optionId: 51, value: '101' }, { key: 'VALUE_BETWEEN', params: { min: 1, max: 100 } }],
    [6, [99], { key: 'OPTION_NOT_OFFERED' }],
    [9, '31/02/2020', { key: 'INVALID_DATE_FORMAT' }],
    [9, '2020-02-01', { key: 'INVALID_DATE_FORMAT' }],
    [9, '16/06/2026', { key: 'FUTURE_DATE' }],
    [11, { latitude: 40, longitude: 21 }, { key: 'OUTSIDE_COUNTRY' }],
    [12, { squareId: 'E1N1', geometry: square(21, 52) }, { key: 'GRID_SQUARE_UNKNOWN' }],
    [16, 41, { key: 'OPTION_NOT_OFFERED' }],
  ])('sends nothing for the invalid value of type %i (%j): %j', (type, value, message) => {
    expect(buildSave(fixtureQuestion(type), value, ruleContext())).toEqual({ kind: 'invalid', message });
  });

  it('saves a ticked option whose value was cleared without that option, still showing FIELD_REQUIRED', () => {
    const value = [
      { optionId: 71, value: '' },
      { optionId: 73, value: '' },
    ];
    expect(buildSave(fixtureQuestion(7), value, ruleContext())).toEqual({
      kind: 'save',
      payload: {
        id: 1007,
        questionId: 7,
        filledQuestionListId: GROUP_ID,
        version: 0,
        answers: [{ answerListId: 73, answer: null }],
      },
      message: { key: 'FIELD_REQUIRED' },
    });
  });

  it('uses filledQuestionListId 0 when the question carries none', () => {
    const decision = buildSave(question(1, 1, { filledQuestionListId: undefined }), '1', ruleContext());
    expect(decision.payload?.filledQuestionListId).toBe(0);
  });

  it("checks bounds from another question's answer through the rule context", () => {
    expect(buildSave(fixtureQuestion(7), [{ optionId: 71, value: '11' }], ruleContext({ 1: 10 }))).toEqual({
      kind: 'invalid',
      message: { key: 'VALUE_LESS_THAN', params: { max: 10 } },
    });
  });

  it('saves a valid date typed with spaces around it as that date, not as a cleared answer', () => {
    const decision = buildSave(fixtureQuestion(9), ' 01/02/2020 ', ruleContext());
    expect(decision).toMatchObject({ kind: 'save', payload: { answers: [{ answer: '2020-02-01' }] } });
  });
});
