import { answerKind, isAnswerTypeId } from '../kinds/index';
import { problem, type StructureProblem } from './structure-problem';

/**
 * The question a question's options come from (`optionsFromQuestionId`, answer type 13) must be one whose
 * answers can be options: a text the farmer writes, which the fill path shows as the option's text. A
 * choice, number, date or map answer gives no readable option, so such a source is refused.
 *
 * @param sourceAnswerTypeDicId the answer type of the source question
 */
export function checkOptionsSource(sourceAnswerTypeDicId: number): StructureProblem[] {
  const offers =
    isAnswerTypeId(sourceAnswerTypeDicId) && answerKind(sourceAnswerTypeDicId).offersAnswersAsOptions;
  return offers ? [] : [problem('optionsFromQuestionId', 'OPTIONS_SOURCE_NOT_TEXT')];
}
