import type { AnswerTypeId, WidgetName } from '../kinds/answer-kind';
import type { Bounds } from '../rules/check-bounds';
import type { OfferedOption } from '../options/offered-options';

/** Everything a question card shows besides the control's value: `ui:options.card` of each question. */
export interface QuestionCard {
  /** The filled question's id (what saves address). */
  id: number;
  /** The question's dictionary id. */
  questionId: number;
  filledQuestionListId: number;
  answerType: AnswerTypeId;
  widget: WidgetName;
  /** Shown as "Question {number}". */
  number: number;
  text: string;
  groupHeading?: string;
  tip?: string;
  recommended: boolean;
  /** Names of the forms whose reports need this answer, shown in brackets after the star. */
  recommendedForms: string[];
  options: OfferedOption[];
  /** Read-only because a chosen option skips it (its answer is cleared, except type 16). */
  skipped: boolean;
  /** Numeric bounds of the question (types 1 and 2), for hints. */
  bounds?: Bounds;
  /** Character limit of a long text. */
  textLimit?: number;
  version: number;
}
