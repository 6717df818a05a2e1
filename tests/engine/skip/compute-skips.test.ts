import type { FillQuestion } from '@schemas/generated/api/fill';
import type { AnswerValue } from '@engine/answers/answer-value';
import { computeSkips } from '@engine/skip/compute-skips';
import { everyAnswerTypeGroup, option, question } from '@tests/fixtures/fill-group';

type Values = Readonly<Record<number, AnswerValue | undefined>>;

const valuesOf =
  (values: Values) =>
  (target: FillQuestion): AnswerValue | undefined =>
    values[target.questionId];

/**
 * Six questions: 1 is a dropdown whose options skip (11: 2 following, 12: 2 after an offset of 1,
 * 13: 10 following, 14: none), 2 a dropdown whose option 21 skips 1, then integers 3-5 and a type 16.
 */
function chain(): FillQuestion[] {
  return [
    question(1, 4, {
      answerList: [
        option(11, 'Skip two', { skipQuestions: 2 }),
        option(12, 'Skip two after one', { skipQuestions: 2, skipQuestionsOffset: 1 }),
        option(13, 'Skip ten', { skipQuestions: 10 }),
        option(14, 'Skip none'),
      ],
    }),
    question(2, 4, { answerList: [option(21, 'Skip one', { skipQuestions: 1 })] }),
    question(3, 1),
    question(4, 1),
    question(5, 1),
    question(6, 16, { answerList: [option(61, 'Kept')] }),
  ];
}

const skippedIds = (questions: FillQuestion[], values: Values): number[] =>
  [...computeSkips(questions, valuesOf(values)).skipped].sort((a, b) => a - b);

describe('computeSkips', () => {
  it.each<[string, Values, number[]]>([
    ['nothing chosen', {}, []],
    ['an option without skip', { 1: 14 }, []],
    ['an option that skips the 2 following questions', { 1: 11 }, [2, 3]],
    ['an option that skips 2 questions after an offset of 1', { 1: 12 }, [3, 4]],
    ['an option that skips more questions than follow (clamped at the end)', { 1: 13 }, [2, 3, 4, 5, 6]],
    ['a later option that skips 1', { 2: 21 }, [3]],
    ['two skips together', { 1: 12, 2: 21 }, [3, 4]],
  ])('skips for %s: %j → %j', (_name, values, skipped) => {
    expect(skippedIds(chain(), values)).toEqual(skipped);
  });

  it('ignores the skip option of a question that is itself skipped', () => {
    // 1 → 11 skips 2 and 3; 2 has chosen 21, which would skip 3 questions after 2 more (5 and 6).
    const questions = chain();
    questions[1] = question(2, 4, {
      answerList: [option(21, 'Skip three after two', { skipQuestions: 3, skipQuestionsOffset: 2 })],
    });
    expect(skippedIds(questions, { 2: 21 })).toEqual([5, 6]);
    expect(skippedIds(questions, { 1: 11, 2: 21 })).toEqual([2, 3]);
  });

  it('releases the skipped questions when the choice is undone', () => {
    const questions = chain();
    expect(skippedIds(questions, { 1: 11 })).toEqual([2, 3]);
    expect(skippedIds(questions, { 1: undefined })).toEqual([]);
    expect(skippedIds(questions, { 1: 14 })).toEqual([]);
  });

  it('follows the order of the list it is given', () => {
    const [first, ...rest] = chain();
    expect(skippedIds([...rest, first!], { 1: 11 })).toEqual([]);
  });

  it.each<[string, FillQuestion, AnswerValue]>([
    [
      'a choice with value (5)',
      question(1, 5, { answerList: [option(11, 'x', { skipQuestions: 1, hasInput: true })] }),
      { optionId: 11, value: '3' },
    ],
    ['a yes/no (8)', question(1, 8, { answerList: [option(11, 'No', { skipQuestions: 1 })] }), 11],
    ['a rating (10)', question(1, 10, { answerList: [option(11, '1', { skipQuestions: 1 })] }), 11],
    ['a type 16 dropdown', question(1, 16, { answerList: [option(11, 'x', { skipQuestions: 1 })] }), 11],
  ])('lets single-choice options of %s skip', (_name, skipping, value) => {
    expect(skippedIds([skipping, question(2, 1)], { 1: value })).toEqual([2]);
  });

  it.each<[string, FillQuestion, AnswerValue]>([
    ['multiple choice (6)', question(1, 6, { answerList: [option(11, 'x', { skipQuestions: 1 })] }), [11]],
    [
      'multiple choice with values (7)',
      question(1, 7, { answerList: [option(11, 'x', { skipQuestions: 1 })] }),
      [{ optionId: 11, value: '' }],
    ],
  ])('does not let options of %s skip', (_name, multiple, value) => {
    expect(skippedIds([multiple, question(2, 1)], { 1: value })).toEqual([]);
  });

  it('skips by position in the fixture group: option 42 skips questions 5 and 6, option 82 question 10', () => {
    const questions = everyAnswerTypeGroup().questionList;
    expect(skippedIds(questions, { 4: 42 })).toEqual([5, 6]);
    expect(skippedIds(questions, { 8: 82 })).toEqual([10]);
  });

  describe('toDelete', () => {
    it('lists the skipped questions that hold a value, in order', () => {
      const { toDelete } = computeSkips(chain(), valuesOf({ 1: 13, 2: 21, 4: '7', 5: '' }));
      expect(toDelete.map((target) => target.questionId)).toEqual([2, 4]);
    });

    it('never lists a skipped type 16 question, which keeps its answer', () => {
      const { skipped, toDelete } = computeSkips(chain(), valuesOf({ 1: 13, 6: 61 }));
      expect(skipped.has(6)).toBe(true);
      expect(toDelete).toEqual([]);
    });

    it('does not list questions that hold a value but are not skipped', () => {
      expect(computeSkips(chain(), valuesOf({ 1: 11, 4: '7', 5: '8' })).toDelete).toEqual([]);
    });
  });
});
