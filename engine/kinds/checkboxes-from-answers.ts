import { isIdList } from '../answers/answer-value';
import { defineKind } from './define-kind';
import { choiceSchema } from './shared/choice-schema';
import { EXPORT_LIST_SEPARATOR } from './shared/export-values';

const ANSWER_ID = /^\d+$/;

/**
 * 13: several of another question's answers chosen (`optionsFromQuestionId`); each answer saved is the
 * id of the chosen answer's filled question, as text.
 */
export const checkboxesFromAnswersKind = defineKind({
  id: 13,
  key: 'multiple_choice_from_answers',
  widget: 'checkboxesFromAnswers',
  readsOptionsFromQuestion: true,
  answerFields: { required: 'answer', optional: [], list: true },
  editorFields: ['optionsFromQuestionKey'],
  schema: (question, options) => ({
    type: 'array',
    title: question.questionText,
    items: choiceSchema(options),
    uniqueItems: true,
  }),
  toValue: (answers) =>
    answers.flatMap((answer) =>
      answer.answer && ANSWER_ID.test(answer.answer) ? [Number(answer.answer)] : [],
    ),
  toAnswers: (_question, value) => (isIdList(value) ? value.map((id) => ({ answer: String(id) })) : []),
  validate: () => undefined,
  fitsAnswer: (_question, saved) => ANSWER_ID.test(saved.answer ?? ''),
  answerIdentity: (saved) => `a${saved.answer ?? ''}`,
  // The chosen answers' texts (the names the farmer wrote), their ids where the text is gone.
  exportAnswer: (_question, answers) => {
    const texts = answers.flatMap((answer) => {
      const text = answer.referencedText ?? answer.answer;
      return text ? [text] : [];
    });
    return texts.length === 0 ? null : texts.join(EXPORT_LIST_SEPARATOR);
  },
});
