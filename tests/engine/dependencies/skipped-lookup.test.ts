import type { AnswerValue } from '@engine/answers/answer-value';
import { groupStructure } from '@engine/dependencies/group-structure';
import { skippedLookup } from '@engine/dependencies/skipped-lookup';
import { dependencyQuestions } from '@tests/fixtures/dependency-group';

const structure = groupStructure(dependencyQuestions);
const questionOf = (questionId: number) => dependencyQuestions.find((q) => q.questionId === questionId);

function skippedWith(values: Record<number, AnswerValue>): number[] {
  const skipped = skippedLookup(structure, questionOf, (questionId) => values[questionId]);
  return structure.order.filter(skipped);
}

describe('skippedLookup', () => {
  it('skips the range of the chosen option', () => {
    expect(skippedWith({ 1: 11 })).toEqual([2, 3]);
    expect(skippedWith({ 2: 21 })).toEqual([4]);
  });

  it('lets a skipped question skip nothing', () => {
    expect(skippedWith({ 1: 11, 2: 21 })).toEqual([2, 3]);
  });

  it('skips nothing for an option without a range or no choice', () => {
    expect(skippedWith({ 1: 12 })).toEqual([]);
    expect(skippedWith({})).toEqual([]);
  });
});
