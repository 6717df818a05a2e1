import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STRUCTURE_DIALOGS_NS } from '../../i18n/structureDialogsTexts';
import { checkQuestionnaireTypeName } from '@engine/structure/check-questionnaire-type-name';
import { apiContract } from '@schemas/contract/index';
import { contractCall, ignoringReply } from '../../api/contractCall';
import { StructureDialogFrame } from './StructureDialogFrame';
import { TextField } from './TextField';
import { useStructureDialog } from './useStructureDialog';

export interface QuestionnaireTypeDialogProps {
  open: boolean;
  /** The type renamed (its name's text id and current name); none to add a new type. */
  type?: { textId: number; name: string };
  /** Closed: `true` when a type was added or renamed, with the name it was saved with. */
  onClose: (changed: boolean, savedName?: string) => void;
}

const FIELDS = ['name'];

/** Add a questionnaire type (structure) by name, or rename one: 5 to 50 characters. */
export function QuestionnaireTypeDialog(props: QuestionnaireTypeDialogProps) {
  return props.open ? <OpenQuestionnaireTypeDialog key={props.type?.textId ?? 'new'} {...props} /> : null;
}

function OpenQuestionnaireTypeDialog({ type, onClose }: QuestionnaireTypeDialogProps) {
  const { t } = useTranslation(STRUCTURE_DIALOGS_NS);
  const [name, setName] = useState(type?.name ?? '');
  const dialog = useStructureDialog<unknown>(checkQuestionnaireTypeName(name));
  const body = { name: name.trim() };

  return (
    <StructureDialogFrame
      title={t(type ? 'questionnaireType.renameTitle' : 'questionnaireType.addTitle')}
      state={dialog}
      onSubmit={(event) =>
        dialog.submit(
          event,
          () =>
            type
              ? ignoringReply(
                  contractCall(apiContract.renameQuestionnaireType, {
                    params: { textId: type.textId },
                    body,
                  }),
                )
              : ignoringReply(contractCall(apiContract.addQuestionnaireType, { body })),
          FIELDS,
        )
      }
      onCancel={() => onClose(false)}
      successText={t(type ? 'edited.questionnaireType' : 'added.questionnaireType')}
      onSaved={() => onClose(true, body.name)}
    >
      <TextField
        label={t('questionnaireType.name')}
        hint={t('questionnaireType.nameHint')}
        required
        value={name}
        {...dialog.bind('name', setName)}
      />
    </StructureDialogFrame>
  );
}
