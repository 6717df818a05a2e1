import { Field, Option, makeStyles } from '@fluentui/react-components';
import { TranslatedDropdown } from '@widgets/shared/TranslatedDropdown';
import type { Choice } from './ChoiceField';

interface OptionalChoiceFieldProps {
  label: string;
  choices: readonly Choice[];
  /** null = not chosen. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** The first option's text, which takes the choice back ("Not chosen", "All"). */
  noneLabel: string;
  disabled?: boolean;
  /** Why the field is locked, shown under it. */
  lockedHint?: string;
}

const NONE = '';

const useStyles = makeStyles({
  // Fluent's dropdown is at least 250 px wide: in a narrow grid track it would cover the next field.
  dropdown: { minWidth: 0 },
});

/** A dictionary dropdown whose first option (`noneLabel`) takes the choice back. */
export function OptionalChoiceField({
  label,
  choices,
  value,
  onChange,
  noneLabel,
  disabled = false,
  lockedHint,
}: OptionalChoiceFieldProps) {
  const styles = useStyles();
  const chosen = choices.find((choice) => choice.id === value);
  return (
    <Field label={label} hint={disabled ? lockedHint : undefined}>
      <TranslatedDropdown
        className={styles.dropdown}
        value={chosen?.name ?? noneLabel}
        selectedOptions={[chosen ? String(chosen.id) : NONE]}
        disabled={disabled}
        onOptionSelect={(_event, data) => {
          const id = Number(data.optionValue);
          onChange(data.optionValue === NONE || !Number.isInteger(id) ? null : id);
        }}
      >
        <Option value={NONE}>{noneLabel}</Option>
        {choices.map((choice) => (
          <Option key={choice.id} value={String(choice.id)}>
            {choice.name}
          </Option>
        ))}
      </TranslatedDropdown>
    </Field>
  );
}
