import { dependentQuestions } from '@engine/dependencies/dependent-questions';
import { groupStructure } from '@engine/dependencies/group-structure';
import { dependencyQuestions } from '@tests/fixtures/dependency-group';

describe('dependentQuestions', () => {
  const structure = groupStructure(dependencyQuestions);

  it('follows skips in chains, and from a skipped question to those reading its answer', () => {
    // 1 skips 2 (which may skip 4, read by 5) and 3; 4's option depends on 1.
    expect(dependentQuestions(structure, 1)).toEqual([2, 3, 4, 5]);
  });

  it('stops at questions that only read the answer', () => {
    expect(dependentQuestions(structure, 5)).toEqual([3]);
    expect(dependentQuestions(structure, 6)).toEqual([]);
  });
});
