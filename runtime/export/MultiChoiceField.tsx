import { Combobox, Field, Option, makeStyles } from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../shared/forms/ChoiceField';
import { ALL_OPTION, allChosen, toggleOption } from './allOption';
import { choiceMatches } from './choiceMatches';

interface MultiChoiceFieldProps {
  label: string;
  /** In the order shown. */
  choices: readonly Choice[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  placeholder: string;
  disabled?: boolean;
  /** Why the field is locked, shown under it instead of what is chosen. */
  lockedHint?: string;
}

const useStyles = makeStyles({
  // Fluent's combobox is at least 250 px wide: in a narrow grid track it would cover the next field.
  combobox: { minWidth: 0 },
});

/** What is chosen, under the field: the names of up to three, else how many of how many. */
function chosenSummary(t: TFunction, choices: readonly Choice[], chosen: readonly number[]) {
  if (chosen.length === 0) return undefined;
  if (chosen.length > 3) return t('export.chosenCount', { count: chosen.length, total: choices.length });
  const names = choices.filter((choice) => chosen.includes(choice.id)).map((choice) => choice.name);
  return t('export.chosenNames', { names: names.join(', ') });
}

/**
 * A searchable multiple choice: typing narrows the options; "All" (−1, offered while nothing is typed)
 * chooses every option, or none when all are chosen. What is chosen is named under the field.
 */
export function MultiChoiceField({
  label,
  choices,
  chosen,
  onChange,
  placeholder,
  disabled = false,
  lockedHint,
}: MultiChoiceFieldProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const ids = choices.map((choice) => choice.id);
  const filtering = typed.trim() !== '';
  const matching = filtering ? choices.filter((choice) => choiceMatches(choice, typed)) : choices;
  const selectedOptions = chosen.map(String);
  if (allChosen(chosen, ids)) selectedOptions.push(String(ALL_OPTION));
  const hint = disabled && lockedHint ? lockedHint : chosenSummary(t, choices, chosen);

  return (
    <Field label={label} hint={hint}>
      <Combobox
        className={styles.combobox}
        multiselect
        placeholder={placeholder}
        value={typed}
        selectedOptions={selectedOptions}
        disabled={disabled}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => setTyped('')}
        onOptionSelect={(_event, data) => {
          const id = Number(data.optionValue);
          if (data.optionValue === undefined || !Number.isInteger(id)) return;
          onChange(toggleOption(chosen, id, ids));
        }}
      >
        {!filtering && choices.length > 0 && (
          <Option key="all" value={String(ALL_OPTION)}>
            {t('export.all')}
          </Option>
        )}
        {matching.map((choice) => (
          <Option key={choice.id} value={String(choice.id)}>
            {choice.name}
          </Option>
        ))}
        {matching.length === 0 && (
          <Option key="none" value="" disabled>
            {t('export.noMatch')}
          </Option>
        )}
      </Combobox>
    </Field>
  );
}
