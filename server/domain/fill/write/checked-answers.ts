import { answersToValue } from '@engine/answers/answers-to-value';
import { buildSave } from '@engine/answers/build-save';
import { chosenIds } from '@engine/answers/chosen-ids';
import type { FillContext } from '@engine/context';
import { groupLookups } from '@engine/convert/group-rule-context';
import { questionKey } from '@engine/convert/question-key';
import { offeredOptions } from '@engine/options/offered-options';
import type { SavedAnswer } from '@schemas/generated/answers';
import type { FillQuestion } from '@schemas/generated/api/fill';
import { AppError, errorCodes, type ErrorCode } from '../../app-error';

/** The error code of an engine message key; every key the answer rules give has one (app-error.ts). */
function errorCodeOf(key: string): ErrorCode {
  return errorCodes.find((code) => code === key) ?? 'VALIDATION_FAILED';
}

/**
 * Checks a save by the engine's own rules, exactly as the fill screen does before sending it, and
 * answers the answers to store (decimals with a dot, dates as yyyy-MM-dd, trimmed numbers): the
 * answer type's rules and bounds (also bounds taken from another question's answer), dates not after
 * `context.today`, the text limit, and options that exist, are offered (text, `availableWhen`) and
 * active. An option already saved stays usable, as on the screen. A broken rule is an AppError with
 * the engine's message key.
 *
 * @param question the question being saved, with its stored answers
 * @param instance every question of its group instance, with their stored answers
 */
export function checkedAnswers(
  question: FillQuestion,
  instance: readonly FillQuestion[],
  sent: readonly SavedAnswer[],
  context: FillContext,
): SavedAnswer[] {
  const value = answersToValue(question.answerTypeDicId, sent);
  const values = Object.fromEntries(
    instance.map((other) => [
      questionKey(other.questionId),
      other.id === question.id ? value : answersToValue(other.answerTypeDicId, other.answers),
    ]),
  );
  const lookups = groupLookups(instance, values, context);
  const decision = buildSave(question, value, lookups.rules);
  if (decision.kind === 'invalid') {
    throw new AppError(errorCodeOf(decision.message.key), decision.message.params ?? {});
  }

  const before = chosenIds(answersToValue(question.answerTypeDicId, question.answers));
  const usable = new Set(
    offeredOptions(question, before, lookups.chosenIn, context)
      .filter((option) => !option.disabled)
      .map((option) => option.id),
  );
  if (chosenIds(value).some((id) => !before.includes(id) && !usable.has(id))) {
    throw new AppError('OPTION_NOT_OFFERED');
  }
  return decision.payload.answers;
}
