import { useFocusFinders } from '@fluentui/react-components';
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
import { addedStep, editedStep, renamedStep } from '../history/dialogSteps';
import { useStructureHistory } from '../history/historyContext';
import type { HistoryStep } from '../history/historyStep';
import { formPart, groupPart, optionPart, questionPart, subformPart } from '../history/partEntry';
import type { DialogRequest } from './dialogRequest';
import { StructureDialogContext } from './dialogRequest';

/**
 * The one place where the tree's add and edit actions meet the structure dialogs
 * (runtime/shared/structure/dialogs): whichever dialog is asked for is shown, and when it saved,
 * every structure list on screen is read again and the save becomes a step of the undo history
 * (where the page has one).
 */
export function StructureDialogs({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const reload = useReloadStructureLists();
  const history = useStructureHistory();
  // A dialog leaves by unmounting, often as the page's last user of Fluent's focus manager (tabster),
  // which is then disposed before it takes its aria-hidden off the page: the page stayed hidden from
  // screen readers (tabster issue #530). Held here, it lives as long as the dialogs' host.
  useFocusFinders();
  const close = (saved: HistoryStep | null | undefined) => {
    setRequest(null);
    if (saved === undefined) return;
    if (saved) history?.record(saved);
    void reload();
  };
  return (
    <StructureDialogContext value={setRequest}>
      {children}
      {request && <OpenedDialog request={request} onClose={close} />}
    </StructureDialogContext>
  );
}

/**
 * The asked dialog; each saves itself. Closed with `undefined` when nothing was saved, else with the
 * step that undoes the save (`null` for a save that cannot be undone: a new type or form, as the
 * contract has no call to delete either).
 */
function OpenedDialog({
  request,
  onClose,
}: {
  request: DialogRequest;
  onClose: (saved: HistoryStep | null | undefined) => void;
}) {
  switch (request.kind) {
    case 'type': {
      const before = request.type;
      return (
        <QuestionnaireTypeDialog
          open
          type={before}
          onClose={(changed, name) =>
            onClose(
              !changed ? undefined : before && name ? renamedStep(before.textId, before.name, name) : null,
            )
          }
        />
      );
    }
    case 'form': {
      const before = request.form;
      return (
        <FormDialog
          open
          questionnaireDicId={request.questionnaireDicId}
          form={before}
          onClose={(saved) =>
            onClose(saved && (before ? editedStep(formPart(before), formPart(saved), saved.name) : null))
          }
        />
      );
    }
    case 'subform': {
      const before = request.subform;
      return (
        <SubformDialog
          open
          formDicId={request.formDicId}
          subform={before}
          onClose={(saved) => {
            if (!saved) return onClose(undefined);
            const after = subformPart(saved);
            onClose(
              before
                ? editedStep(subformPart(before), after, saved.subformName)
                : addedStep(after, saved.id, saved.subformName),
            );
          }}
        />
      );
    }
    case 'group': {
      const before = request.group;
      return (
        <QuestionGroupDialog
          open
          subFormDicId={request.subFormDicId}
          group={before}
          onClose={(saved) => {
            if (!saved) return onClose(undefined);
            const after = groupPart(saved);
            onClose(
              before
                ? editedStep(groupPart(before), after, saved.name)
                : addedStep(after, saved.id, saved.name),
            );
          }}
        />
      );
    }
    case 'question': {
      const before = request.question;
      return (
        <QuestionDialog
          open
          questionListDicId={request.questionListDicId}
          questionCount={request.questionCount}
          inFirstSubform={request.inFirstSubform}
          question={before}
          onClose={(saved) => {
            if (!saved) return onClose(undefined);
            const after = questionPart(saved);
            onClose(
              before
                ? editedStep(questionPart(before), after, saved.name)
                : addedStep(after, saved.id, saved.name),
            );
          }}
        />
      );
    }
    case 'option': {
      const before = request.option;
      return (
        <AnswerOptionDialog
          open
          question={request.question}
          option={before}
          onClose={(saved) => {
            if (!saved) return onClose(undefined);
            const after = optionPart(saved);
            onClose(
              before
                ? editedStep(optionPart(before), after, saved.name)
                : addedStep(after, saved.id, saved.name),
            );
          }}
        />
      );
    }
  }
}
