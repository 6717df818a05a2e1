import { isIdList } from '../answers/answer-value';
import { defineKind } from './define-kind';
import { choiceSchema } from './shared/choice-schema';

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
  // The ids of the chosen answers in one cell (their texts live in the other question's answers).
  exportCells: (_question, answers) => {
    const ids = answers.flatMap((answer) => (answer.answer ? [answer.answer] : []));
    return ids.length === 0 ? [] : [ids.join('; ')];
  },
});
