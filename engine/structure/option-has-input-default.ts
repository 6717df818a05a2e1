import type { AnswerKind } from '../kinds/index';

/**
 * Whether a new answer option of a question of this kind takes a number beside it unless told
 * otherwise: the kinds whose answer is a chosen option with a value typed beside it (choice with value,
 * checkboxes with value). Asked of the kind's answer fields, so no answer-type number is tested.
 */
export function optionHasInputByDefault(kind: AnswerKind): boolean {
  return (
    kind.editorFields.includes('options') &&
    kind.answerFields.required === 'answerListId' &&
    kind.answerFields.optional.includes('answer')
  );
}
