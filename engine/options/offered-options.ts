import type { FillAnswerOption, FillQuestion } from '@schemas/generated/api/fill';
import type { FillContext } from '../context';
import { answerKind } from '../kinds/index';

/** An option as the widget shows it. */
export interface OfferedOption {
  id: number;
  text: string;
  disabled: boolean;
  /** The option carries a typed value (types 5 and 7). */
  hasInput: boolean;
}

/**
 * The options a question offers now. Options with empty text are not shown; options that depend on
 * another question's answer (`availableWhen`) only while that answer allows them; inactive options
 * are shown disabled. An option already chosen always stays visible and usable, so no saved answer
 * disappears from sight. Type 13 offers the answers of another question instead.
 *
 * @param chosen the option ids (or, for type 13, answer ids) chosen in this question now
 * @param chosenIn the option ids chosen now in any question, by its dictionary id
 */
export function offeredOptions(
  question: FillQuestion,
  chosen: readonly number[],
  chosenIn: (questionId: number) => readonly number[],
  context: Pick<FillContext, 'answersAsOptions'> = {},
): OfferedOption[] {
  if (answerKind(question.answerTypeDicId).readsOptionsFromQuestion) {
    const source = question.optionsFromQuestionId ?? undefined;
    const answers = source === undefined ? [] : (context.answersAsOptions?.[source] ?? []);
    return answers
      .filter((answer) => answer.answer.trim() !== '' || chosen.includes(answer.id))
      .map((answer) => ({ id: answer.id, text: answer.answer, disabled: false, hasInput: false }));
  }
  const offered: OfferedOption[] = [];
  for (const option of inOrder(question.answerList)) {
    const isChosen = chosen.includes(option.id);
    const when = option.availableWhen;
    if (!isChosen) {
      if (option.text.trim() === '') continue;
      if (when && !chosenIn(when.questionId).some((id) => when.optionIds.includes(id))) continue;
    }
    offered.push({
      id: option.id,
      text: option.text,
      disabled: !isChosen && !option.isActive,
      hasInput: option.hasInput,
    });
  }
  return offered;
}

/** The options by orderKey; the server sends them sorted, so the copy is only made when they are not. */
function inOrder(options: readonly FillAnswerOption[]): readonly FillAnswerOption[] {
  for (let index = 1; index < options.length; index += 1) {
    const previous = options[index - 1];
    const current = options[index];
    if (previous && current && previous.orderKey > current.orderKey) {
      return [...options].sort((a, b) => a.orderKey - b.orderKey);
    }
  }
  return options;
}
