import type { AnswerKind, AnswerTypeId } from './answer-kind';
import { checkboxesFromAnswersKind } from './checkboxes-from-answers';
import { checkboxesWithValueKind } from './checkboxes-with-value';
import { checkboxesKind } from './checkboxes';
import { choiceWithValueKind } from './choice-with-value';
import { dateKind } from './date';
import { decimalKind } from './decimal';
import { dropdownKind } from './dropdown';
import { integerKind } from './integer';
import { keptDropdownKind } from './kept-dropdown';
import { likertKind } from './likert';
import { longTextKind } from './long-text';
import { mapGridKind } from './map-grid';
import { mapPointKind } from './map-point';
import { photoKind } from './photo';
import { yesNoKind } from './yes-no';

/**
 * Every answer type's kind, by its id: the one place that knows what differs between answer types.
 * The `Record` makes a missing type a compile error; a test checks it against the schemas' enum.
 */
export const answerKinds: Readonly<Record<AnswerTypeId, AnswerKind>> = {
  1: integerKind,
  2: decimalKind,
  3: longTextKind,
  4: dropdownKind,
  5: choiceWithValueKind,
  6: checkboxesKind,
  7: checkboxesWithValueKind,
  8: yesNoKind,
  9: dateKind,
  10: likertKind,
  11: mapPointKind,
  12: mapGridKind,
  13: checkboxesFromAnswersKind,
  16: keptDropdownKind,
  17: photoKind,
};

/** The kind of an answer type. */
export function answerKind(typeId: AnswerTypeId): AnswerKind {
  return answerKinds[typeId];
}

/** Whether a number (e.g. a database column) is an answer type id the kinds know. */
export function isAnswerTypeId(id: number): id is AnswerTypeId {
  return Object.hasOwn(answerKinds, id);
}

/** The answer type ids whose kind fits a test, ascending (e.g. for a database filter). */
export function answerTypeIdsWhere(test: (kind: AnswerKind) => boolean): AnswerTypeId[] {
  return Object.values(answerKinds)
    .filter(test)
    .map((kind) => kind.id)
    .sort((a, b) => a - b);
}

export type { AnswerKind, AnswerTypeId, WidgetName } from './answer-kind';
