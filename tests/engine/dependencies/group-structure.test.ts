import { groupStructure } from '@engine/dependencies/group-structure';
import { dependencyQuestions as questions } from '@tests/fixtures/dependency-group';
import { option, question } from '@tests/fixtures/fill-group';

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
