import type { SavedAnswer } from '@schemas/generated/answers';
import type { GroupInstance } from '@schemas/generated/api/fill';
import { groupProgress } from '@engine/progress/group-progress';
import { everyAnswerTypeGroup, question } from '@tests/fixtures/fill-group';

/** The fixture group with saved answers for the given question ids. */
function withAnswers(answers: Readonly<Record<number, SavedAnswer[]>>): GroupInstance {
  const group = everyAnswerTypeGroup();
  return {
    ...group,
    questionList: group.questionList.map((q) => ({ ...q, answers: answers[q.questionId] ?? q.answers })),
  };
}

/** An answer that fills every question of the fixture (by id). */
const filledAnswers: Record<number, SavedAnswer[]> = {
  1: [{ answer: '10' }],
  2: [{ answer: '1.5' }],
  3: [{ answer: 'text' }],
  4: [{ answerListId: 41 }],
  5: [{ answerListId: 52 }],
  6: [{ answerListId: 61 }],
  7: [{ answerListId: 73 }],
  8: [{ answerListId: 81 }],
  9: [{ answer: '2020-01-01' }],
  10: [{ answerListId: 103 }],
  11: [{ geomAnswer: { type: 'Point', coordinates: [21, 52] } }],
  12: [
    {
      answer: 'E1N1',
      gridGeomAnswer: {
        type: 'Polygon',
        coordinates: [
          [
            [21, 52],
            [22, 52],
            [22, 53],
            [21, 52],
          ],
        ],
      },
    },
  ],
  13: [{ answer: '5' }],
  16: [{ answerListId: 161 }],
  17: [{ answer: '0b9c4f6e-2d7a-4c1e-9f3b-5a8d6e2c1b40.jpg', text: 'The sow house' }],
};

describe('groupProgress', () => {
  it('counts nothing answered out of all 15 questions of an unanswered group', () => {
    const progress = groupProgress(everyAnswerTypeGroup());
    expect(progress).toMatchObject({ answered: 0, total: 15, complete: false });
    expect(progress.completeQuestions.size).toBe(0);
  });

  it('is complete when every question is answered', () => {
    const progress = groupProgress(withAnswers(filledAnswers));
    expect(progress).toMatchObject({ answered: 15, total: 15, complete: true });
    expect(progress.completeQuestions.size).toBe(15);
  });

  it.each([
    [{ 1: [{ answer: '10' }] }, 1],
    [{ 1: [{ answer: '10' }], 3: [{ answer: '' }] }, 1],
    [{ 1: [{ answer: '10' }], 3: [{ answer: ' ' }, { answer: 'second' }] }, 1],
    [{ 6: [{ answerListId: 61 }, { answerListId: 62 }] }, 1],
  ])('counts a question as answered when its first saved answer is filled (%j → %i)', (answers, answered) => {
    expect(groupProgress(withAnswers(answers)).answered).toBe(answered);
  });

  it('counts skipped questions neither as answered nor in the total, but as complete', () => {
    // Option 42 of question 4 skips questions 5 and 6 (which holds a stale answer).
    const progress = groupProgress(withAnswers({ 4: [{ answerListId: 42 }], 6: [{ answerListId: 61 }] }));
    expect(progress).toMatchObject({ answered: 1, total: 13, complete: false });
    expect([...progress.completeQuestions].sort((a, b) => a - b)).toEqual([4, 5, 6]);
  });

  it('is complete when every question not skipped is answered', () => {
    const answers = { ...filledAnswers, 4: [{ answerListId: 42 }], 5: [], 6: [] };
    expect(groupProgress(withAnswers(answers))).toMatchObject({ answered: 13, total: 13, complete: true });
  });

  it('applies a skip shifted by its offset (option 82 of question 8 skips question 10)', () => {
    const progress = groupProgress(withAnswers({ 8: [{ answerListId: 82 }] }));
    expect(progress).toMatchObject({ answered: 1, total: 14 });
    expect(progress.completeQuestions.has(10)).toBe(true);
    expect(progress.completeQuestions.has(9)).toBe(false);
  });

  it('ignores inactive questions', () => {
    const group = everyAnswerTypeGroup();
    group.questionList = [
      question(1, 1, { answers: [{ answer: '1' }] }),
      question(2, 2, { isActive: false }),
      question(3, 3, { isActive: false, answers: [{ answer: 'x' }] }),
    ];
    const progress = groupProgress(group);
    expect(progress).toMatchObject({ answered: 1, total: 1, complete: true });
    expect([...progress.completeQuestions]).toEqual([1]);
  });
});
