import type {
  QuestionDicItem,
  QuestionGroupDicItem,
  SubformDicItem,
} from '@schemas/generated/api/structure-admin';
import {
  QuestionDialog,
  QuestionGroupDialog,
  QuestionnaireTypeDialog,
  SubformDialog,
} from '../../shared/structure/dialogs';

/** The dialogs admin mode opens from the fill screen (the shared structure dialogs). */
export type AdminDialog =
  | { kind: 'rename' }
  | { kind: 'subform'; subform: SubformDicItem }
  | { kind: 'group'; group?: QuestionGroupDicItem }
  | { kind: 'question'; question?: QuestionDicItem };

export interface AdminDialogsProps {
  dialog: AdminDialog | null;
  /** The questionnaire type's name and its text id (renaming). */
  type: { textId: number; name: string } | undefined;
  /** The selected form, subform and group (where an added item goes). */
  formDicId: number | undefined;
  subFormDicId: number | undefined;
  questionListDicId: number | undefined;
  /** Questions of the selected group (the dialog numbers a new one after them). */
  questionCount: number;
  /** The selected subform is its form's first: map answer types are not offered there. */
  inFirstSubform: boolean;
  /** Closed; `saved` when something was saved (the list that shows it is read again). */
  onClose: (dialog: AdminDialog, saved: boolean) => void;
}

/** The open structure dialog, if any; each saves itself and says whether it did. */
export function AdminDialogs({ dialog, onClose, ...place }: AdminDialogsProps) {
  if (!dialog) return null;
  const close = (saved: unknown) => onClose(dialog, saved !== undefined && saved !== false);
  switch (dialog.kind) {
    case 'rename':
      return place.type && <QuestionnaireTypeDialog open type={place.type} onClose={close} />;
    case 'subform':
      return (
        place.formDicId !== undefined && (
          <SubformDialog open formDicId={place.formDicId} subform={dialog.subform} onClose={close} />
        )
      );
    case 'question':
      return (
        place.questionListDicId !== undefined && (
          <QuestionDialog
            open
            questionListDicId={place.questionListDicId}
            questionCount={place.questionCount}
            inFirstSubform={place.inFirstSubform}
            question={dialog.question}
            onClose={close}
          />
        )
      );
    case 'group':
      return (
        place.subFormDicId !== undefined && (
          <QuestionGroupDialog open subFormDicId={place.subFormDicId} group={dialog.group} onClose={close} />
        )
      );
  }
}
