import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STRUCTURE_DIALOGS_NS } from '../../i18n/structureDialogsTexts';
import { checkSubformEntry } from '@engine/structure/check-subform-entry';
import { apiContract } from '@schemas/contract/index';
import type { SubformDicItem, SubformEntry } from '@schemas/generated/api/structure-admin';
import { contractCall } from '../../api/contractCall';
import { StructureDialogFrame } from './StructureDialogFrame';
import { TextField } from './TextField';
import { TranslationFields } from './TranslationFields';
import { draftOf, translatedTextOf, type TranslationDraft } from './translationDraft';
import { translationFieldNames } from './translationFieldNames';
import { ALL_UNIT_TYPES, UnitTypeField } from './UnitTypeField';
import { useStructureDialog } from './useStructureDialog';

export interface SubformDialogProps {
  open: boolean;
  /** The form the subform belongs to. */
  formDicId: number;
  /** The subform edited; none to add one. */
  subform?: SubformDicItem;
  /** Closed: with the saved subform, or nothing when cancelled. */
  onClose: (saved?: SubformDicItem) => void;
}

const FIELDS = ['code', 'farmTypeId', ...translationFieldNames('text')];

/** Add or edit a subform: its name in six languages, its code and its unit type. */
export function SubformDialog(props: SubformDialogProps) {
  return props.open ? <OpenSubformDialog key={props.subform?.id ?? 'new'} {...props} /> : null;
}

function OpenSubformDialog({ formDicId, subform, onClose }: SubformDialogProps) {
  const { t } = useTranslation(STRUCTURE_DIALOGS_NS);
  const [name, setName] = useState<TranslationDraft>(() => draftOf(subform?.text));
  const [code, setCode] = useState(subform?.code ?? '');
  const [unitTypeId, setUnitTypeId] = useState(subform?.farmTypeId ?? ALL_UNIT_TYPES);

  const entry: SubformEntry = {
    id: subform?.id ?? null,
    // The name in English, the language every other one falls back to.
    subformName: name[1].trim(),
    formDicId,
    code: code.trim(),
    farmTypeId: unitTypeId,
    text: translatedTextOf(name, subform?.text),
  };
  const dialog = useStructureDialog<SubformDicItem>(checkSubformEntry(entry));
  const endpoint = subform ? apiContract.updateSubformDic : apiContract.addSubformDic;

  return (
    <StructureDialogFrame
      title={t(subform ? 'subform.editTitle' : 'subform.addTitle')}
      state={dialog}
      onSubmit={(event) => dialog.submit(event, () => contractCall(endpoint, { body: { ...entry } }), FIELDS)}
      onCancel={() => onClose()}
      successText={t(subform ? 'edited.subform' : 'added.subform')}
      onSaved={onClose}
    >
      <TranslationFields
        legend={t('subform.name')}
        value={name}
        required="fallback"
        {...dialog.bindTranslations('text', setName)}
      />
      <TextField
        label={t('subform.code')}
        hint={t('subform.codeHint')}
        required
        value={code}
        {...dialog.bind('code', setCode)}
      />
      <UnitTypeField value={unitTypeId} {...dialog.bind('farmTypeId', setUnitTypeId)} />
    </StructureDialogFrame>
  );
}
