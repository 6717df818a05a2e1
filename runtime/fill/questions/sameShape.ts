import type { FillQuestion, GroupInstance } from '@schemas/generated/api/fill';

/** What the group's structure (order, skips, references) and its shown questions are made of. */
function sameStructure(a: FillQuestion, b: FillQuestion): boolean {
  return (
    a.id === b.id &&
    a.isActive === b.isActive &&
    a.orderKey === b.orderKey &&
    a.answerTypeDicId === b.answerTypeDicId &&
    a.answerList === b.answerList &&
    a.maxAnswerQuestionId === b.maxAnswerQuestionId &&
    a.optionsFromQuestionId === b.optionsFromQuestionId
  );
}

/**
 * When a group loaded again holds the same questions with the same structure (a question's answers
 * written back to the screen's cached list after a save), the shown questions that differ from what
 * the store holds; else undefined (the group has to be taken as a whole). A pointer comparison per
 * question: no question is read further unless it changed.
 *
 * @param held the question the store holds for a dictionary id
 */
export function sameShape(
  previous: GroupInstance,
  next: GroupInstance,
  held: (questionId: number) => FillQuestion | undefined,
): FillQuestion[] | undefined {
  if (previous.id !== next.id || previous.questionList.length !== next.questionList.length) return undefined;
  const changed: FillQuestion[] = [];
  for (const [index, question] of next.questionList.entries()) {
    const before = previous.questionList[index];
    if (question === before) continue;
    if (!before || !sameStructure(before, question)) return undefined;
    if (question.isActive && held(question.questionId) !== question) changed.push(question);
  }
  return changed;
}
