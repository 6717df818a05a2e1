import { Switch } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STRUCTURE_DIALOGS_NS } from '../../i18n/structureDialogsTexts';
import { translationsRequired } from '@engine/structure/translations-required';
import { apiContract } from '@schemas/contract/index';
import type { FormDicItem, FormEntry } from '@schemas/generated/api/structure-admin';
import { contractCall } from '../../api/contractCall';
import { StructureDialogFrame } from './StructureDialogFrame';
import { TranslationFields } from './TranslationFields';
import { draftOf, translatedTextOf } from './translationDraft';
import { translationFieldNames } from './translationFieldNames';
import { useStructureDialog } from './useStructureDialog';

export interface FormDialogProps {
  open: boolean;
  /** The questionnaire type the form belongs to. */
  questionnaireDicId: number;
  /** The form edited; none to add one. */
  form?: FormDicItem;
  /** Closed: with the saved form, or nothing when cancelled. */
  onClose: (saved?: FormDicItem) => void;
}

/** The longest form name, as for subform names (the engine's limit of translated names). */
const FORM_NAME_MAX_LENGTH = 200;

const FIELDS = ['hasReport', ...translationFieldNames('text')];

/**
 * Add or edit a form of a questionnaire type: its name in six languages (English required, the others
 * falling back to it) and whether it has an indicator report.
 */
export function FormDialog(props: FormDialogProps) {
  return props.open ? <OpenFormDialog key={props.form?.id ?? 'new'} {...props} /> : null;
}

function OpenFormDialog({ questionnaireDicId, form, onClose }: FormDialogProps) {
  const { t } = useTranslation(STRUCTURE_DIALOGS_NS);
  const [name, setName] = useState(() => draftOf(form?.text));
  // A new form has no indicators yet, so nothing to report on until an administrator says so.
  const [hasReport, setHasReport] = useState(form?.hasReport ?? false);
  const entry: FormEntry = {
    id: form?.id ?? null,
    questionnaireDicId,
    text: translatedTextOf(name, form?.text),
    hasReport,
  };
  const dialog = useStructureDialog<FormDicItem>(
    translationsRequired('text', entry.text, 'fallback', FORM_NAME_MAX_LENGTH),
  );
  const endpoint = form ? apiContract.updateFormDic : apiContract.addFormDic;

  return (
    <StructureDialogFrame
      title={t(form ? 'form.editTitle' : 'form.addTitle')}
      state={dialog}
      onSubmit={(event) => dialog.submit(event, () => contractCall(endpoint, { body: { ...entry } }), FIELDS)}
      onCancel={() => onClose()}
      successText={t(form ? 'edited.form' : 'added.form')}
      onSaved={onClose}
    >
      <TranslationFields
        legend={t('form.name')}
        value={name}
        required="fallback"
        {...dialog.bindTranslations('text', setName)}
      />
      <Switch
        label={t('form.hasReport')}
        checked={hasReport}
        onChange={(_event, data) => setHasReport(data.checked)}
      />
    </StructureDialogFrame>
  );
}
