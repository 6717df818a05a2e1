import {
  Button,
  Checkbox,
  Combobox,
  Field,
  Input,
  Option,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { StructureIndicator } from '@schemas/generated/structure';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormQuestionChoice } from './formQuestions';

type IndicatorInput = NonNullable<StructureIndicator['inputs']>[number];

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 7rem), 1fr))',
    padding: tokens.spacingVerticalXS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  question: { gridColumn: '1 / -1', minWidth: 0 },
  combo: { minWidth: 0, width: '100%' },
});

/** A typed number, or undefined for an empty (or not yet numeric) field. */
function numberOf(text: string): number | undefined {
  const value = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? undefined : value;
}

function withNumber(input: IndicatorInput, field: 'weight' | 'min' | 'max', text: string): IndicatorInput {
  const { [field]: _old, ...rest } = input;
  const value = numberOf(text);
  return value === undefined ? rest : { ...rest, [field]: value };
}

/** A number of the input (weight, min, max); empty when not given. */
function NumberField(props: {
  label: string;
  value: number | undefined;
  min?: number;
  onChange: (typed: string) => void;
}) {
  return (
    <Field label={props.label}>
      <Input
        type="number"
        min={props.min}
        step="any"
        value={props.value === undefined ? '' : String(props.value)}
        onChange={(_event, data) => props.onChange(data.value)}
      />
    </Field>
  );
}

/** One question a leaf reads, with its weight and the scale of a number answer. */
export function IndicatorInputRow({
  input,
  questions,
  onChange,
  onRemove,
}: {
  input: IndicatorInput;
  questions: readonly FormQuestionChoice[];
  onChange: (input: IndicatorInput) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('studio');
  const styles = useStyles();
  const chosen = questions.find((question) => question.key === input.questionKey);
  const text = chosen?.text ?? input.questionKey;
  // What is typed into the combobox filters the questions until one is chosen.
  const [query, setQuery] = useState<string | undefined>(undefined);
  const shown =
    query === undefined
      ? questions
      : questions.filter((question) => question.text.toLowerCase().includes(query.toLowerCase()));
  return (
    <div className={styles.row}>
      <Field label={t('indicators.question')} className={styles.question}>
        <Combobox
          className={styles.combo}
          value={query ?? text}
          selectedOptions={[input.questionKey]}
          onChange={(event) => setQuery(event.target.value)}
          onOpenChange={(_event, data) => {
            if (!data.open) setQuery(undefined);
          }}
          onOptionSelect={(_event, data) => {
            // Typing clears the selection (no optionValue): the input keeps its question until one is chosen.
            if (!data.optionValue) return;
            setQuery(undefined);
            onChange({ ...input, questionKey: data.optionValue });
          }}
        >
          {shown.map((question) => (
            <Option key={question.key} value={question.key} text={question.text}>
              {question.text}
            </Option>
          ))}
        </Combobox>
      </Field>
      <NumberField
        label={t('indicators.inputWeight', { question: text })}
        min={0}
        value={input.weight}
        onChange={(typed) => onChange(withNumber(input, 'weight', typed))}
      />
      <NumberField
        label={t('indicators.min', { question: text })}
        value={input.min}
        onChange={(typed) => onChange(withNumber(input, 'min', typed))}
      />
      <NumberField
        label={t('indicators.max', { question: text })}
        value={input.max}
        onChange={(typed) => onChange(withNumber(input, 'max', typed))}
      />
      <Checkbox
        label={t('indicators.higherIsBetter', { question: text })}
        checked={input.higherIsBetter !== false}
        onChange={(_event, data) => onChange({ ...input, higherIsBetter: data.checked === true })}
      />
      <Button
        icon={<DeleteRegular />}
        aria-label={t('indicators.removeInput', { question: text })}
        onClick={onRemove}
      />
    </div>
  );
}
