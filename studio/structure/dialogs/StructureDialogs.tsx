import type { ReactNode } from 'react';
import { useState } from 'react';
import { useReloadStructureLists } from '@runtime/shared/structure/data';
import {
  AnswerOptionDialog,
  FormDialog,
  QuestionDialog,
  QuestionGroupDialog,
  QuestionnaireTypeDialog,
  SubformDialog,
} from '@runtime/shared/structure/dialogs';
import type { DialogRequest } from './dialogRequest';
import { StructureDialogContext } from './dialogRequest';

/**
 * The one place where the tree's add and edit actions meet the structure dialogs
 * (runtime/shared/structure/dialogs): whichever dialog is asked for is shown, and when it saved,
 * every structure list on screen is read again.
 */
export function StructureDialogs({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const reload = useReloadStructureLists();
  const close = (changed: boolean) => {
    setRequest(null);
    if (changed) void reload();
  };
  return (
    <StructureDialogContext value={setRequest}>
      {children}
      {request && <OpenedDialog request={request} onClose={close} />}
    </StructureDialogContext>
  );
}

/** The asked dialog; each saves itself and says whether something changed. */
function OpenedDialog({ request, onClose }: { request: DialogRequest; onClose: (changed: boolean) => void }) {
  const closed = (saved: unknown) => onClose(saved !== undefined);
  switch (request.kind) {
    case 'type':
      return <QuestionnaireTypeDialog open type={request.type} onClose={onClose} />;
    case 'form':
      return (
        <FormDialog
          open
          questionnaireDicId={request.questionnaireDicId}
          form={request.form}
          onClose={closed}
        />
      );
    case 'subform':
      return <SubformDialog open formDicId={request.formDicId} subform={request.subform} onClose={closed} />;
    case 'group':
      return (
        <QuestionGroupDialog
          open
          subFormDicId={request.subFormDicId}
          group={request.group}
          onClose={closed}
        />
      );
    case 'question':
      return (
        <QuestionDialog
          open
          questionListDicId={request.questionListDicId}
          questionCount={request.questionCount}
          inFirstSubform={request.inFirstSubform}
          question={request.question}
          onClose={closed}
        />
      );
    case 'option':
      return <AnswerOptionDialog open question={request.question} option={request.option} onClose={closed} />;
  }
}
