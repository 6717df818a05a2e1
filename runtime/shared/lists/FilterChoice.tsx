import { Field, Option, makeStyles } from '@fluentui/react-components';
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

const useStyles = makeStyles({
  // Fluent's dropdown is at least 250 px wide: in a narrower grid track it would cover the next field.
  dropdown: { minWidth: 0 },
});

/** A dictionary dropdown of a filter panel, whose first option "All" lifts the filter. */
export function FilterChoice({ label, choices, value, onChange }: FilterChoiceProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const chosen = choices.find((choice) => choice.id === value);
  return (
    <Field label={label}>
      <TranslatedDropdown
        className={styles.dropdown}
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
