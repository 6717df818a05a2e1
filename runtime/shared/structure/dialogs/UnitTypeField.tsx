import { Field, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { STRUCTURE_DIALOGS_NS } from '../../i18n/structureDialogsTexts';
import { useApiQuery } from '../../api/useApiQuery';
import { unitTypeListCall } from '../../dictionaries/dictionaryCalls';
import { localeCodeToId } from '../../i18n/languages';

/** The unit type meaning "every unit type" (specification section 5: the All option). */
export const ALL_UNIT_TYPES = -1;

interface UnitTypeFieldProps {
  /** The chosen unit type id, ALL_UNIT_TYPES for all, undefined while none is chosen. */
  value: number | undefined;
  onChange: (unitTypeId: number) => void;
  onBlur?: () => void;
  validationMessage?: string;
  required?: boolean;
}

/** The unit types of the dictionary (GET /farm/farmTypeList) with "All" first. */
export function UnitTypeField({
  value,
  onChange,
  onBlur,
  validationMessage,
  required = false,
}: UnitTypeFieldProps) {
  const { t, i18n } = useTranslation(STRUCTURE_DIALOGS_NS);
  const unitTypes = useApiQuery(unitTypeListCall(localeCodeToId(i18n.resolvedLanguage)));
  const known =
    value === undefined || value === ALL_UNIT_TYPES || unitTypes.data?.some((type) => type.id === value);
  return (
    <Field
      label={t('unitType')}
      required={required}
      validationMessage={
        validationMessage ??
        (unitTypes.error ? t('unitTypesLoadFailed', { message: unitTypes.error.message }) : undefined)
      }
      validationState={validationMessage === undefined && unitTypes.error ? 'warning' : undefined}
    >
      <Select
        value={value === undefined ? '' : String(value)}
        onBlur={onBlur}
        onChange={(_event, data) => {
          const id = Number(data.value);
          if (data.value !== '' && Number.isInteger(id)) onChange(id);
        }}
      >
        {value === undefined && (
          <option value="" disabled>
            {t('choose')}
          </option>
        )}
        <option value={String(ALL_UNIT_TYPES)}>{t('unitTypeAll')}</option>
        {(unitTypes.data ?? []).map((type) => (
          <option key={type.id} value={String(type.id)}>
            {type.text}
          </option>
        ))}
        {/* A saved unit type the list has not brought (yet) stays chosen rather than silently changing. */}
        {!known && value !== undefined && <option value={String(value)}>{String(value)}</option>}
      </Select>
    </Field>
  );
}
