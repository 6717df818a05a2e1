import { Field, Option } from '@fluentui/react-components';
import { TranslatedDropdown } from '@widgets/shared/TranslatedDropdown';

export interface Choice {
  id: number;
  name: string;
  /** The language of the name, when it differs from the page's (e.g. locales by native name). */
  lang?: string;
}

interface ChoiceFieldProps {
  label: string;
  choices: readonly Choice[];
  value: number | undefined;
  onChange: (id: number) => void;
  onBlur?: () => void;
  required?: boolean;
  placeholder?: string;
  validationMessage?: string;
  disabled?: boolean;
}

/** A labelled dropdown of dictionary entries, chosen by id. */
export function ChoiceField({
  label,
  choices,
  value,
  onChange,
  onBlur,
  required = false,
  placeholder,
  validationMessage,
  disabled = false,
}: ChoiceFieldProps) {
  const chosen = choices.find((choice) => choice.id === value);
  return (
    <Field label={label} required={required} validationMessage={validationMessage}>
      <TranslatedDropdown
        placeholder={placeholder}
        value={chosen?.name ?? ''}
        selectedOptions={chosen ? [String(chosen.id)] : []}
        disabled={disabled}
        onBlur={onBlur}
        onOptionSelect={(_event, data) => {
          const id = Number(data.optionValue);
          if (Number.isInteger(id)) onChange(id);
        }}
      >
        {choices.map((choice) => (
          <Option key={choice.id} value={String(choice.id)} lang={choice.lang}>
            {choice.name}
          </Option>
        ))}
      </TranslatedDropdown>
    </Field>
  );
}
