import { dependentQuestions } from '@engine/dependencies/dependent-questions';
import { groupStructure } from '@engine/dependencies/group-structure';
import { option, question } from '@tests/fixtures/fill-group';

/**
 * 1 dropdown: option 11 skips 2 and 3; 2 dropdown: option 21 skips 4; 3 integer bounded by 5;
 * 4 dropdown whose option 42 is offered while 1 has 12; 5 integer; 6 long text bounded by nothing.
 */
const questions = [
  question(1, 4, { answerList: [option(11, 'Skip', { skipQuestions: 2 }), option(12, 'Keep')] }),
  question(2, 4, { answerList: [option(21, 'Skip', { skipQuestions: 1, skipQuestionsOffset: 1 })] }),
  question(3, 1, { maxAnswerQuestionId: 5 }),
  question(4, 4, {
    answerList: [
      option(41, 'Any'),
      option(42, 'Only after 12', { availableWhen: { questionId: 1, optionIds: [12] } }),
    ],
  }),
  question(5, 1, { maxAnswerQuestionId: 4 }),
  question(6, 3),
];

describe('groupStructure', () => {
  it('lists who reads whose answer and who may skip whom', () => {
    const structure = groupStructure(questions);
    expect(structure.order).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Object.fromEntries(structure.readers)).toEqual({ 1: [4], 4: [5], 5: [3] });
    expect(Object.fromEntries(structure.skipTargets)).toEqual({ 1: [2, 3], 2: [4] });
    expect(Object.fromEntries(structure.skippers)).toEqual({ 2: [1], 3: [1], 4: [2] });
  });

  it('ignores references outside the group and multiple choices', () => {
    const structure = groupStructure([
      question(1, 1, { maxAnswerQuestionId: 99 }),
      question(2, 6, { answerList: [option(21, 'Many', { skipQuestions: 1 })] }),
      question(3, 3),
    ]);
    expect(structure.readers.size).toBe(0);
    expect(structure.skipTargets.size).toBe(0);
  });
});

describe('dependentQuestions', () => {
  const structure = groupStructure(questions);

  it('follows skips in chains, and from a skipped question to those reading its answer', () => {
    // 1 skips 2 (which may skip 4, read by 5) and 3; 4's option depends on 1.
    expect(dependentQuestions(structure, 1)).toEqual([2, 3, 4, 5]);
  });

  it('stops at questions that only read the answer', () => {
    expect(dependentQuestions(structure, 5)).toEqual([3]);
    expect(dependentQuestions(structure, 6)).toEqual([]);
  });
});
