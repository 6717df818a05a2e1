import type { FormDicItem, QuestionDicItem } from '@schemas/generated/api/structure-admin';
import type {
  AnswerOptionDicItem,
  QuestionGroupDicItem,
  SubformDicItem,
} from '@schemas/generated/api/structure-admin';
import { createContext, use } from 'react';

/** Which add or edit dialog the tree asks for, with what the dialog needs (without `item`: add). */
export type DialogRequest =
  | { kind: 'type'; type?: { textId: number; name: string } }
  | { kind: 'form'; questionnaireDicId: number; form?: FormDicItem }
  | { kind: 'subform'; formDicId: number; subform?: SubformDicItem }
  | { kind: 'group'; subFormDicId: number; group?: QuestionGroupDicItem }
  | {
      kind: 'question';
      questionListDicId: number;
      questionCount: number;
      inFirstSubform: boolean;
      question?: QuestionDicItem;
    }
  | { kind: 'option'; question: QuestionDicItem; option?: AnswerOptionDicItem };

export type OpenDialog = (request: DialogRequest) => void;

export const StructureDialogContext = createContext<OpenDialog | null>(null);

/** Opens an add or edit dialog of the structure (StructureDialogs must be above). */
export function useOpenDialog(): OpenDialog {
  const open = use(StructureDialogContext);
  if (!open) throw new Error('useOpenDialog needs <StructureDialogs> above it.');
  return open;
}
