import { dependentQuestions } from '@engine/dependencies/dependent-questions';
import type { GroupStructure } from '@engine/dependencies/group-structure';

/** The engine's dependents of each question, worked out once per question and structure. */
export function dependentsOf(structure: GroupStructure): (questionId: number) => readonly number[] {
  const known = new Map<number, readonly number[]>();
  return (questionId) => {
    let found = known.get(questionId);
    if (!found) {
      found = dependentQuestions(structure, questionId);
      known.set(questionId, found);
    }
    return found;
  };
}
