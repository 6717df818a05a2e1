import { activeQuestions } from '@engine/convert/active-questions';
import { question } from '@tests/fixtures/fill-group';

const questions = [
  question(3, 1, { orderKey: 3 }),
  question(1, 1, { orderKey: 1 }),
  question(2, 1, { orderKey: 2, isActive: false }),
  question(4, 1, { orderKey: 0 }),
];

describe('activeQuestions', () => {
  it.each([
    [false, [4, 1, 3]],
    [true, [4, 1, 2, 3]],
  ])('with includeInactive %s gives the questions in orderKey order: %j', (includeInactive, ids) => {
    expect(activeQuestions(questions, includeInactive).map((q) => q.questionId)).toEqual(ids);
  });

  it('leaves out inactive questions by default', () => {
    expect(activeQuestions(questions).map((q) => q.questionId)).toEqual([4, 1, 3]);
  });

  it('leaves the given list in its order', () => {
    const given = [...questions];
    activeQuestions(given, true);
    expect(given).toEqual(questions);
  });
});
