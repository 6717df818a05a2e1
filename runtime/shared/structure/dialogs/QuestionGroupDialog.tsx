import { Body1, Field, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STRUCTURE_DIALOGS_NS } from '../../i18n/structureDialogsTexts';
import { QL_NUMBERS, checkQuestionGroupEntry } from '@engine/structure/check-question-group-entry';
import { apiContract } from '@schemas/contract/index';
import type { QuestionGroupDicItem, QuestionGroupEntry } from '@schemas/generated/api/structure-admin';
import { contractCall } from '../../api/contractCall';
import { StructureDialogFrame } from './StructureDialogFrame';
import { TranslationFields } from './TranslationFields';
import { draftOf, translatedTextOf } from './translationDraft';
import { translationFieldNames } from './translationFieldNames';
import { UnitTypeField } from './UnitTypeField';
import { useStructureDialog } from './useStructureDialog';

export interface QuestionGroupDialogProps {
  open: boolean;
  /** The subform the question group (question list) belongs to. */
  subFormDicId: number;
  /** The group edited; none to add one. */
  group?: QuestionGroupDicItem;
  /** Closed: with the saved group, or nothing when cancelled. */
  onClose: (saved?: QuestionGroupDicItem) => void;
}

type QlNumber = QuestionGroupEntry['qlNumber'];

const FIELDS = ['qlNumber', 'farmTypeId', ...translationFieldNames('text')];

const NUMBER_TEXT = {
  '-1': 'group.numbers.single',
  '0': 'group.numbers.added',
  '1': 'group.numbers.numbered',
  '2': 'group.numbers.named',
} as const satisfies Record<`${QlNumber}`, string>;

function isQlNumber(value: number): value is QlNumber {
  return QL_NUMBERS.some((allowed) => allowed === value);
}

/**
 * Add or edit a question group: its number (-1 one unnamed list, 0/1/2 the repeatable kinds), its unit
 * type (or all), and its name in every language, hidden and not sent for -1.
 */
export function QuestionGroupDialog(props: QuestionGroupDialogProps) {
  return props.open ? <OpenQuestionGroupDialog key={props.group?.id ?? 'new'} {...props} /> : null;
}

function OpenQuestionGroupDialog({ subFormDicId, group, onClose }: QuestionGroupDialogProps) {
  const { t } = useTranslation(STRUCTURE_DIALOGS_NS);
  const [qlNumber, setQlNumber] = useState<QlNumber | undefined>(group?.qlNumber);
  const [unitTypeId, setUnitTypeId] = useState<number | undefined>(group?.farmTypeId);
  const [name, setName] = useState(() => draftOf(group?.text));

  const named = qlNumber !== -1;
  const text = named ? translatedTextOf(name, group?.text) : undefined;
  const dialog = useStructureDialog<QuestionGroupDicItem>(
    checkQuestionGroupEntry({ qlNumber, farmTypeId: unitTypeId, text }),
  );
  const number = dialog.bind('qlNumber', setQlNumber);

  function call() {
    if (qlNumber === undefined || unitTypeId === undefined) {
      throw new Error('A question group is sent only once its checks pass.');
    }
    const entry: QuestionGroupEntry = {
      id: group?.id ?? null,
      subFormDicId,
      qlNumber,
      farmTypeId: unitTypeId,
      ...(group ? { orderKey: group.orderKey } : {}),
      ...(text ? { text } : {}),
    };
    return contractCall(group ? apiContract.updateGroupDic : apiContract.addGroupDic, { body: { ...entry } });
  }

  return (
    <StructureDialogFrame
      title={t(group ? 'group.editTitle' : 'group.addTitle')}
      state={dialog}
      onSubmit={(event) => dialog.submit(event, call, FIELDS)}
      onCancel={() => onClose()}
      successText={t(group ? 'edited.group' : 'added.group')}
      onSaved={onClose}
    >
      <Field label={t('group.number')} required validationMessage={number.validationMessage}>
        <Select
          value={qlNumber === undefined ? '' : String(qlNumber)}
          onBlur={number.onBlur}
          onChange={(_event, data) => {
            const chosen = Number(data.value);
            if (data.value !== '' && isQlNumber(chosen)) number.onChange(chosen);
          }}
        >
          {qlNumber === undefined && (
            <option value="" disabled>
              {t('choose')}
            </option>
          )}
          {QL_NUMBERS.map((value) => (
            <option key={value} value={String(value)}>
              {t(NUMBER_TEXT[`${value}`])}
            </option>
          ))}
        </Select>
      </Field>
      <UnitTypeField required value={unitTypeId} {...dialog.bind('farmTypeId', setUnitTypeId)} />
      {named ? (
        <TranslationFields
          legend={t('group.name')}
          value={name}
          required="all"
          {...dialog.bindTranslations('text', setName)}
        />
      ) : (
        <Body1>{t('group.namesHidden')}</Body1>
      )}
    </StructureDialogFrame>
  );
}
