import type { TFunction } from 'i18next';
import { answerKinds, type AnswerKind } from '@engine/kinds/index';

/** The translated name of each answer kind, by its dictionary key (a test checks every kind has one). */
const NAME_KEYS = {
  integer: 'structureDialogs.answerTypes.integer',
  decimal: 'structureDialogs.answerTypes.decimal',
  long_text: 'structureDialogs.answerTypes.long_text',
  single_choice: 'structureDialogs.answerTypes.single_choice',
  single_choice_with_value: 'structureDialogs.answerTypes.single_choice_with_value',
  multiple_choice: 'structureDialogs.answerTypes.multiple_choice',
  multiple_choice_with_value: 'structureDialogs.answerTypes.multiple_choice_with_value',
  yes_no: 'structureDialogs.answerTypes.yes_no',
  date: 'structureDialogs.answerTypes.date',
  rating: 'structureDialogs.answerTypes.rating',
  map_point: 'structureDialogs.answerTypes.map_point',
  map_grid_square: 'structureDialogs.answerTypes.map_grid_square',
  multiple_choice_from_answers: 'structureDialogs.answerTypes.multiple_choice_from_answers',
  single_choice_kept_when_skipped: 'structureDialogs.answerTypes.single_choice_kept_when_skipped',
} as const;

function hasName(key: string): key is keyof typeof NAME_KEYS {
  return Object.hasOwn(NAME_KEYS, key);
}

/** An answer type's name in the interface language (its key, should a new kind lack a text). */
export function answerTypeName(t: TFunction, kind: AnswerKind): string {
  return hasName(kind.key) ? t(NAME_KEYS[kind.key]) : kind.key;
}

/**
 * The answer types a question may get, by id: every kind, except the map kinds in the first subform of
 * a form (specification section 2: map types are offered only outside it).
 */
export function offeredAnswerKinds(inFirstSubform: boolean): AnswerKind[] {
  return Object.values(answerKinds)
    .filter((kind) => !(inFirstSubform && kind.mapDefault))
    .sort((a, b) => a.id - b.id);
}

/** Whether a new answer option of this kind takes a number beside it by default (types 5 and 7). */
export function optionsTakeInput(kind: AnswerKind): boolean {
  return kind.choice !== 'none' && kind.answerFields.optional.includes('answer');
}
