import type { TFunction } from 'i18next';
import { answerKind } from '@engine/kinds/index';
import type { AnswerTypeId } from '@engine/kinds/index';
import { answerTypeName as kindName } from '@runtime/shared/structure/dialogs';

/** The answer type's name in the interface language, as the question dialog names it. */
export function answerTypeName(t: TFunction, typeId: AnswerTypeId): string {
  return kindName(t, answerKind(typeId));
}

/** Questions of these types have answer options of their own (edited under the question). */
export function hasOwnOptions(typeId: AnswerTypeId): boolean {
  return answerKind(typeId).editorFields.includes('options');
}
