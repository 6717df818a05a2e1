import { Field, Select } from '@fluentui/react-components';
import type { QuestionDicItem } from '@schemas/generated/api/structure-admin';

interface QuestionSourceFieldProps {
  label: string;
  /** The questions offered (already filtered); `undefined` while the group's list loads. */
  candidates: readonly QuestionDicItem[] | undefined;
  value: number | null;
  onChange: (questionId: number | null) => void;
  onBlur?: () => void;
  validationMessage?: string;
  required?: boolean;
  /** The first entry when no question is chosen: "choose" when required, "none" when optional. */
  noneText: string;
  /** Shown when the group has no question to offer. */
  emptyText?: string;
}

function questionLabel(question: QuestionDicItem): string {
  return `${question.questionOrderKey}. ${question.name}`;
}

/**
 * Another question of the group picked by its number and name: where a question's options or upper
 * bound come from. A saved choice no longer offered (deactivated, moved) stays shown, so an edit that
 * does not touch it does not silently change it.
 */
export function QuestionSourceField({
  label,
  candidates,
  value,
  onChange,
  onBlur,
  validationMessage,
  required = false,
  noneText,
  emptyText,
}: QuestionSourceFieldProps) {
  const offered = candidates ?? [];
  const empty = candidates !== undefined && candidates.length === 0;
  const kept = value !== null && !offered.some((question) => question.id === value);
  return (
    <Field
      label={label}
      required={required}
      hint={empty ? emptyText : undefined}
      validationMessage={validationMessage}
    >
      <Select
        value={value === null ? '' : String(value)}
        onBlur={onBlur}
        onChange={(_event, data) => onChange(data.value === '' ? null : Number(data.value))}
      >
        <option value="" disabled={required}>
          {noneText}
        </option>
        {offered.map((question) => (
          <option key={question.id} value={String(question.id)}>
            {questionLabel(question)}
          </option>
        ))}
        {kept && <option value={String(value)}>{`#${value}`}</option>}
      </Select>
    </Field>
  );
}
