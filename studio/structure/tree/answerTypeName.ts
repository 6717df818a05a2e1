import type { TFunction } from 'i18next';
import { answerKind } from '@engine/kinds/index';
import type { AnswerTypeId } from '@engine/kinds/index';
import english from '../locales/en/structureEditor.json';

type AnswerTypeKey = keyof (typeof english)['answerTypes'];

function isAnswerTypeKey(key: string): key is AnswerTypeKey {
  return key in english.answerTypes;
}

/** The answer type's name in the interface language, by its kind's dictionary key. */
export function answerTypeName(t: TFunction, typeId: AnswerTypeId): string {
  const key = answerKind(typeId).key;
  return isAnswerTypeKey(key) ? t(`structureEditor.answerTypes.${key}`) : key;
}

/** Questions of these types have answer options of their own (edited under the question). */
export function hasOwnOptions(typeId: AnswerTypeId): boolean {
  return answerKind(typeId).editorFields.includes('options');
}
