import type { UnitSummary } from '@schemas/generated/api/lists';
import { Combobox, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitChoiceLabel, unitMatches } from './unitChoiceLabel';

interface UnitChoiceFieldProps {
  label: string;
  placeholder: string;
  /** In the order given (the server sorts them by name). */
  units: readonly UnitSummary[];
  value: number | undefined;
  onChange: (unitId: number | undefined) => void;
  validationMessage?: string;
  disabled?: boolean;
}

/**
 * A searchable choice of units: typing narrows the list by name, code or unit type; the unit counts as
 * chosen only once picked from the list.
 */
export function UnitChoiceField({
  label,
  placeholder,
  units,
  value,
  onChange,
  validationMessage,
  disabled = false,
}: UnitChoiceFieldProps) {
  const { t } = useTranslation();
  const chosen = units.find((unit) => unit.id === value);
  const chosenLabel = chosen ? unitChoiceLabel(t, chosen) : '';
  // What the user has typed since the last pick; undefined shows the chosen unit's label.
  const [typed, setTyped] = useState<string>();
  const shown = typed ?? chosenLabel;
  const matching = typed === undefined ? units : units.filter((unit) => unitMatches(unit, typed));

  return (
    <Field label={label} required validationMessage={validationMessage}>
      <Combobox
        placeholder={placeholder}
        value={shown}
        selectedOptions={chosen ? [String(chosen.id)] : []}
        disabled={disabled}
        onChange={(event) => {
          setTyped(event.target.value);
          if (value !== undefined) onChange(undefined);
        }}
        onOptionSelect={(_event, data) => {
          const unit = units.find((candidate) => String(candidate.id) === data.optionValue);
          setTyped(undefined);
          onChange(unit?.id);
        }}
        onBlur={() => {
          // A half-typed text that picked nothing is dropped, so the field never shows an unchosen unit.
          if (value === undefined) setTyped(undefined);
        }}
      >
        {matching.map((unit) => (
          <Option key={unit.id} value={String(unit.id)}>
            {unitChoiceLabel(t, unit)}
          </Option>
        ))}
        {matching.length === 0 && (
          <Option key="none" value="" disabled>
            {t('units.add.noMatch')}
          </Option>
        )}
      </Combobox>
    </Field>
  );
}
