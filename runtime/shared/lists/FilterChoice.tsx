import { Field, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../forms/ChoiceField';
import { TranslatedDropdown } from '@widgets/shared/TranslatedDropdown';

interface FilterChoiceProps {
  label: string;
  choices: readonly Choice[];
  /** null = "All". */
  value: number | null;
  onChange: (id: number | null) => void;
}

const ALL = '';

/** A dictionary dropdown of a filter panel, whose first option "All" lifts the filter. */
export function FilterChoice({ label, choices, value, onChange }: FilterChoiceProps) {
  const { t } = useTranslation();
  const chosen = choices.find((choice) => choice.id === value);
  return (
    <Field label={label}>
      <TranslatedDropdown
        value={chosen?.name ?? t('lists.any')}
        selectedOptions={[chosen ? String(chosen.id) : ALL]}
        onOptionSelect={(_event, data) => {
          const id = Number(data.optionValue);
          onChange(data.optionValue === ALL || !Number.isInteger(id) ? null : id);
        }}
      >
        <Option value={ALL}>{t('lists.any')}</Option>
        {choices.map((choice) => (
          <Option key={choice.id} value={String(choice.id)}>
            {choice.name}
          </Option>
        ))}
      </TranslatedDropdown>
    </Field>
  );
}
