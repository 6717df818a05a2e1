import { resolveBounds } from '@engine/rules/resolve-bounds';

const answers: Record<number, number> = { 1: 120, 2: 7.5 };
const numberOf = (questionId: number): number | undefined => answers[questionId];

describe('resolveBounds', () => {
  it.each([
    ['no bounds', {}, {}],
    ['null bounds', { min: null, max: null, maxAnswerQuestionId: null }, {}],
    ['its own min and max', { min: 0, max: 500 }, { min: 0, max: 500 }],
    ['a zero minimum', { min: 0 }, { min: 0 }],
    ['another answer as maximum', { maxAnswerQuestionId: 1 }, { max: 120 }],
    ['another decimal answer as maximum', { min: 1, maxAnswerQuestionId: 2 }, { min: 1, max: 7.5 }],
    [
      'the smaller of its max and the answer (answer smaller)',
      { max: 500, maxAnswerQuestionId: 1 },
      { max: 120 },
    ],
    [
      'the smaller of its max and the answer (own max smaller)',
      { max: 50, maxAnswerQuestionId: 1 },
      { max: 50 },
    ],
    ['its own max while the other question is unanswered', { max: 50, maxAnswerQuestionId: 9 }, { max: 50 }],
    ['no maximum while the other question is unanswered', { maxAnswerQuestionId: 9 }, {}],
  ])('takes %s', (_name, source, bounds) => {
    expect(resolveBounds(source, numberOf)).toEqual(bounds);
  });

  it('asks for the answer of the question named by maxAnswerQuestionId', () => {
    const asked: number[] = [];
    resolveBounds({ maxAnswerQuestionId: 77 }, (questionId) => {
      asked.push(questionId);
      return undefined;
    });
    expect(asked).toEqual([77]);
  });
});
