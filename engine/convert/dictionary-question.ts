import type { FillAnswerOption, FillQuestion } from '@schemas/generated/api/fill';
import type {
  AnswerOptionDicItem,
  QuestionDicItem,
  TranslatedText,
} from '@schemas/generated/api/structure-admin';
import { FALLBACK_LOCALE_ID, translationOf } from '../structure/structure-problem';

/** A text in the wanted language, else in English (the fallback every text has); null when neither. */
function textIn(text: TranslatedText | null, localeDicId: number): string | null {
  const found = translationOf(text, localeDicId) || translationOf(text, FALLBACK_LOCALE_ID);
  return found === '' ? null : found;
}

function fillOption(option: AnswerOptionDicItem): FillAnswerOption {
  return {
    id: option.id,
    text: option.name,
    isActive: option.isActive,
    hasInput: option.hasInput,
    min: option.min,
    max: option.max,
    maxAnswerQuestionId: option.maxAnswerQuestionId,
    skipQuestions: option.skipQuestions,
    skipQuestionsOffset: option.skipQuestionsOffset,
    orderKey: option.orderKey,
  };
}

/**
 * A question of the dictionary (the structure an administrator edits) as a question of a group
 * being filled, so the fill screen's card shows it with its real answer control: no answers, the
 * dictionary id as both ids (no filled question exists), the group's dictionary id as its group,
 * texts in the wanted language. The dictionary does not carry where a type-13 question takes its
 * options from nor which forms recommend it, so neither is shown.
 *
 * @param options the question's answer options, in any order (the engine orders them)
 */
export function dictionaryQuestion(
  question: QuestionDicItem,
  options: readonly AnswerOptionDicItem[],
  localeDicId: number,
): FillQuestion {
  return {
    id: question.id,
    questionId: question.id,
    filledQuestionListId: question.questionListDicId,
    answerTypeDicId: question.answerTypeDicId,
    questionText: question.name,
    questionGroupText: textIn(question.questionGroup, localeDicId),
    questionTip: textIn(question.questionTip, localeDicId),
    recommended: false,
    recommendedList: [],
    isActive: question.isActive,
    min: question.min,
    max: question.max,
    maxAnswerQuestionId: question.maxAnswerQuestionId,
    optionsFromQuestionId: null,
    orderKey: question.questionOrderKey,
    version: 0,
    answerList: options.filter((option) => option.questionId === question.id).map(fillOption),
    answers: [],
  };
}
