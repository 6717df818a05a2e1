import type { SQL } from 'drizzle-orm';
import { answer, answerOption } from '../schema/index';

/** The columns of a saved answer, as every fill read and write returns it. */
export const answerColumns = {
  id: answer.id,
  filledQuestionId: answer.filledQuestionId,
  answerOptionId: answer.answerOptionId,
  answer: answer.answer,
  text: answer.text,
  geomAnswer: answer.geomAnswer,
  gridGeomAnswer: answer.gridGeomAnswer,
  savedAt: answer.savedAt,
};

/** The columns of an answer option; `text` is its text in the wanted language (or a placeholder). */
export function answerOptionColumns(text: SQL<string> | SQL.Aliased<string>) {
  return {
    id: answerOption.id,
    questionId: answerOption.questionId,
    text,
    isActive: answerOption.isActive,
    hasInput: answerOption.hasInput,
    min: answerOption.min,
    max: answerOption.max,
    maxAnswerQuestionId: answerOption.maxAnswerQuestionId,
    skipQuestions: answerOption.skipQuestions,
    skipQuestionsOffset: answerOption.skipQuestionsOffset,
    shortName: answerOption.shortName,
    orderKey: answerOption.orderKey,
    availableWhen: answerOption.availableWhen,
  };
}
