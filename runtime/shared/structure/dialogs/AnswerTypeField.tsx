import { Field, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { STRUCTURE_DIALOGS_NS } from '../../i18n/structureDialogsTexts';
import { answerKind, isAnswerTypeId, type AnswerTypeId } from '@engine/kinds/index';
import { answerTypeName, offeredAnswerKinds } from './answerTypeChoices';
import { useStoredAnswerTypeIds } from './useStoredAnswerTypeIds';

interface AnswerTypeFieldProps {
  value: AnswerTypeId | undefined;
  onChange: (typeId: AnswerTypeId) => void;
  onBlur?: () => void;
  validationMessage?: string;
  /** Editing: the type is shown but cannot change. */
  locked: boolean;
  inFirstSubform: boolean;
}

/**
 * The answer type of a question: every type the server stores, by its translated name; locked once the
 * question exists.
 */
export function AnswerTypeField({
  value,
  onChange,
  onBlur,
  validationMessage,
  locked,
  inFirstSubform,
}: AnswerTypeFieldProps) {
  const { t } = useTranslation(STRUCTURE_DIALOGS_NS);
  const { t: names } = useTranslation();
  const stored = useStoredAnswerTypeIds();
  // A saved question keeps its type in the list even where it would no longer be offered.
  const kinds = offeredAnswerKinds(inFirstSubform && !locked, stored);
  const hint = locked ? t('question.answerTypeFixed') : inFirstSubform ? t('question.mapsHidden') : undefined;
  return (
    <Field label={t('question.answerType')} required hint={hint} validationMessage={validationMessage}>
      <Select
        value={value === undefined ? '' : String(value)}
        disabled={locked}
        onBlur={onBlur}
        onChange={(_event, data) => {
          const id = Number(data.value);
          if (isAnswerTypeId(id)) onChange(id);
        }}
      >
        {value === undefined && (
          <option value="" disabled>
            {t('choose')}
          </option>
        )}
        {kinds.map((kind) => (
          <option key={kind.id} value={String(kind.id)}>
            {answerTypeName(names, kind)}
          </option>
        ))}
        {value !== undefined && !kinds.some((kind) => kind.id === value) && (
          <option value={String(value)}>{answerTypeName(names, answerKind(value))}</option>
        )}
      </Select>
    </Field>
  );
}
