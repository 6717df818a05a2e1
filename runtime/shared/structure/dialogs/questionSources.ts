import { answerKind, isAnswerTypeId, type AnswerKind } from '@engine/kinds/index';
import type { QuestionDicItem } from '@schemas/generated/api/structure-admin';

function othersOfKind(
  questions: readonly QuestionDicItem[] | undefined,
  editedId: number | undefined,
  fits: (kind: AnswerKind) => boolean,
): QuestionDicItem[] | undefined {
  return questions?.filter(
    (question) =>
      question.isActive &&
      question.id !== editedId &&
      isAnswerTypeId(question.answerTypeDicId) &&
      fits(answerKind(question.answerTypeDicId)),
  );
}

/**
 * The group's active questions (the edited one left out) whose answers can be another question's
 * options (long text, `offersAnswersAsOptions`); `undefined` while the list loads.
 */
export function optionsSourceCandidates(
  questions: readonly QuestionDicItem[] | undefined,
  editedId: number | undefined,
): QuestionDicItem[] | undefined {
  return othersOfKind(questions, editedId, (kind) => kind.offersAnswersAsOptions);
}

/**
 * The group's other active questions whose answers are bounded numbers (integer, decimal: the kinds that
 * take a bound from another answer themselves); a long text's max is a length, its answer no number.
 */
export function boundSourceCandidates(
  questions: readonly QuestionDicItem[] | undefined,
  editedId: number | undefined,
): QuestionDicItem[] | undefined {
  return othersOfKind(questions, editedId, (kind) => kind.editorFields.includes('maxFromQuestionKey'));
}
