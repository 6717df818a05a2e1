import type { QuestionSave } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import { answerKind } from '../kinds/index';
import type { RuleMessage } from '../messages';
import { validateAnswer, type RuleContext } from '../rules/validate-answer';
import type { AnswerValue } from './answer-value';
import { valueToAnswers } from './value-to-answers';

export type SaveDecision =
  /** `message`: the empty mandatory rating is saved empty but still shown as an error. */
  | { kind: 'save'; payload: QuestionSave; message?: RuleMessage }
  /** An invalid value is not saved; an invalid integer saves an empty answer instead (`payload`). */
  | { kind: 'invalid'; message: RuleMessage; payload?: QuestionSave };

/**
 * What to send for one question's value: the save payload of the specification (`question/save`), or
 * the rule it breaks. The same function runs on the server to check what clients send.
 */
export function buildSave(
  question: FillQuestion,
  value: AnswerValue | undefined,
  rules: RuleContext,
): SaveDecision {
  const envelope = {
    id: question.id,
    questionId: question.questionId,
    filledQuestionListId: question.filledQuestionListId ?? 0,
    version: question.version,
  };
  const kind = answerKind(question.answerTypeDicId);
  const message = validateAnswer(question, value, rules);
  // Some "required" cases are still saved, with the message shown: the mandatory rating cleared (the
  // answer is removed), and a ticked option whose value was cleared (that option's answer is removed).
  const savedAnyway = message?.key === 'FIELD_REQUIRED' && kind.savesWhenRequired;
  if (message && !savedAnyway) {
    return kind.savesEmptyWhenInvalid
      ? { kind: 'invalid', message, payload: { ...envelope, answers: [] } }
      : { kind: 'invalid', message };
  }
  return {
    kind: 'save',
    payload: { ...envelope, answers: valueToAnswers(question, value) },
    ...(message ? { message } : {}),
  };
}
