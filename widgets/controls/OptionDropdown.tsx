import { Input, Option } from '@fluentui/react-components';
import type { OfferedOption } from '@engine/options/offered-options';
import { useTranslation } from 'react-i18next';
import { useWidgetStyles } from '../shared/widgetStyles';
import { TranslatedDropdown } from '../shared/TranslatedDropdown';

/** The entry that clears the answer; no option id is a string, so it cannot collide. */
const NO_ANSWER = 'no-answer';

interface OptionDropdownProps {
  id: string;
  label: string;
  options: readonly OfferedOption[];
  chosen: number | undefined;
  /** The new choice; undefined clears the answer (the "no answer" entry, or the chosen option again). */
  onChoose: (optionId: number | undefined) => void;
  readonly?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
  onBlur?: () => void;
  onFocus?: () => void;
}

/**
 * A single choice as a combo box. Choosing the chosen option again clears it (the specification's
 * re-click), and a "no answer" entry does the same for keyboard and screen-reader users. Read-only
 * answers show as a read-only text box: focusable and readable, but nothing to open.
 */
export function OptionDropdown(props: OptionDropdownProps) {
  const { id, label, options, chosen, onChoose, readonly, disabled, invalid, describedBy } = props;
  const { t } = useTranslation();
  const styles = useWidgetStyles();
  const chosenOption = options.find((option) => option.id === chosen);
  const chosenText = chosenOption?.text ?? (chosen === undefined ? '' : String(chosen));
  if (readonly) {
    return (
      <Input
        id={id}
        className={styles.readOnlyInput}
        value={chosenText}
        readOnly
        disabled={disabled}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onBlur={props.onBlur}
        onFocus={props.onFocus}
      />
    );
  }
  return (
    <TranslatedDropdown
      id={id}
      value={chosenText}
      selectedOptions={chosen === undefined ? [] : [String(chosen)]}
      placeholder={t('widgets.choose')}
      disabled={disabled}
      autoFocus={props.autoFocus}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      onOptionSelect={(_event, data) => {
        const picked = data.optionValue === NO_ANSWER ? undefined : Number(data.optionValue);
        onChoose(picked === undefined || picked === chosen || !Number.isInteger(picked) ? undefined : picked);
      }}
    >
      <Option value={NO_ANSWER} text={t('widgets.noAnswer')}>
        {t('widgets.noAnswer')}
      </Option>
      {options.map((option) => (
        <Option key={option.id} value={String(option.id)} text={option.text} disabled={option.disabled}>
          {option.text}
        </Option>
      ))}
    </TranslatedDropdown>
  );
}
