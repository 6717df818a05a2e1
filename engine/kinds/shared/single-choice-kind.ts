import type { AnswerKind } from '../answer-kind';
import { defineKind } from '../define-kind';
import { choiceSchema } from './choice-schema';
import { chosenCode } from './export-values';
import { notOffered } from './options';

/** The parts of one single-choice type that differ from the others (4, 8, 10, 16). */
type SingleChoiceSpec = Pick<AnswerKind, 'id' | 'key' | 'widget'> &
  Partial<
    Pick<
      AnswerKind,
      'keepsAnswerWhenSkipped' | 'mandatory' | 'savesWhenRequired' | 'indicatorInput' | 'exportAnswer'
    >
  >;

/** A kind whose answer is one chosen option id (its options can skip questions). */
export function singleChoiceKind(spec: SingleChoiceSpec): AnswerKind {
  return defineKind({
    choice: 'single',
    answerFields: { required: 'answerListId', optional: [], list: false },
    editorFields: ['options'],
    schema: (question, options) => choiceSchema(options, question.questionText),
    toValue: ([first]) => first.answerListId ?? undefined,
    toAnswers: (_question, value) => (typeof value === 'number' ? [{ answerListId: value }] : []),
    validate: (question, value) =>
      typeof value === 'number' ? notOffered(question, [value]) : { key: 'OPTION_NOT_OFFERED' },
    exportAnswer: chosenCode,
    ...spec,
  });
}
