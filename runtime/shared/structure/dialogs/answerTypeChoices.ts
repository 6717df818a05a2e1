import type { TFunction } from 'i18next';
import { answerKinds, type AnswerKind } from '@engine/kinds/index';
import { photoLimit } from '@engine/rules/photo-limit';
import { STRUCTURE_DIALOGS_NS } from '../../i18n/structureDialogsTexts';

/** The translated name of each answer kind, by its dictionary key (a test checks every kind has one). */
const NAME_KEYS = {
  integer: 'answerTypes.integer',
  decimal: 'answerTypes.decimal',
  long_text: 'answerTypes.long_text',
  single_choice: 'answerTypes.single_choice',
  single_choice_with_value: 'answerTypes.single_choice_with_value',
  multiple_choice: 'answerTypes.multiple_choice',
  multiple_choice_with_value: 'answerTypes.multiple_choice_with_value',
  yes_no: 'answerTypes.yes_no',
  date: 'answerTypes.date',
  rating: 'answerTypes.rating',
  map_point: 'answerTypes.map_point',
  map_grid_square: 'answerTypes.map_grid_square',
  multiple_choice_from_answers: 'answerTypes.multiple_choice_from_answers',
  single_choice_kept_when_skipped: 'answerTypes.single_choice_kept_when_skipped',
  photo: 'answerTypes.photo',
} as const;

function hasName(key: string): key is keyof typeof NAME_KEYS {
  return Object.hasOwn(NAME_KEYS, key);
}

/** An answer type's name in the interface language (its key, should a new kind lack a text). */
export function answerTypeName(t: TFunction, kind: AnswerKind): string {
  // Any screen's t will do (the studio's tree names types too): the namespace is given with the key.
  return hasName(kind.key) ? t(NAME_KEYS[kind.key], { ns: STRUCTURE_DIALOGS_NS }) : kind.key;
}

/**
 * The answer types of the specification (DESIGN.md's table): every backend of the contract stores them,
 * also one that does not list its types (proxy mode in front of the specification's backend).
 */
export const SPECIFICATION_ANSWER_TYPE_IDS: readonly number[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16,
];

/**
 * The answer types a question may get, by id: every kind the server stores (`storedTypeIds`, its answer
 * type list), except the map kinds in the first subform of a form (specification section 2: map types
 * are offered only outside it).
 */
export function offeredAnswerKinds(
  inFirstSubform: boolean,
  storedTypeIds: ReadonlySet<number>,
): AnswerKind[] {
  return Object.values(answerKinds)
    .filter((kind) => storedTypeIds.has(kind.id) && !(inFirstSubform && kind.mapDefault))
    .sort((a, b) => a.id - b.id);
}

/**
 * The hint under the max field where the type gives its max a meaning of its own: photos take 1 to the
 * type's cap, and 3 when the max is empty. Other types' max is the value's bound, which needs no hint.
 */
export function maxFieldHint(
  t: TFunction<typeof STRUCTURE_DIALOGS_NS>,
  kind: AnswerKind | undefined,
): string | undefined {
  if (kind?.key !== 'photo' || kind.maxCeiling === undefined) return undefined;
  return t('question.photoMaxHint', { max: kind.maxCeiling, empty: photoLimit(null) });
}

/** Whether a new answer option of this kind takes a number beside it by default (types 5 and 7). */
export function optionsTakeInput(kind: AnswerKind): boolean {
  return kind.choice !== 'none' && kind.answerFields.optional.includes('answer');
}
