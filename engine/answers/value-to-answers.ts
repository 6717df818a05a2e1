import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import { answerKind } from '../kinds/index';
import type { AnswerValue } from './answer-value';

/**
 * A (valid) value of one question → the answers to save, by its answer kind: `answerListId` for
 * chosen options, `answer` for what was typed (numbers with a point, dates as yyyy-MM-dd), GeoJSON
 * `[lng, lat]` for points. An empty value gives no answers. Options whose input was cleared give no
 * answer (type 7).
 */
export function valueToAnswers(question: FillQuestion, value: AnswerValue | undefined): SavedAnswer[] {
  return answerKind(question.answerTypeDicId).toAnswers(question, value);
}
