import { Field, Input } from '@fluentui/react-components';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  validationMessage?: string;
  hint?: string;
  required?: boolean;
  /** Digits only (counts and bounds): the numeric keyboard on phones. */
  numeric?: boolean;
}

/** One labelled single-line input of a structure dialog, with its message. */
export function TextField({
  label,
  value,
  onChange,
  onBlur,
  validationMessage,
  hint,
  required,
  numeric,
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} required={required} validationMessage={validationMessage}>
      <Input
        value={value}
        inputMode={numeric ? 'numeric' : undefined}
        onChange={(_event, data) => onChange(data.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}
