import { Input } from '@fluentui/react-components';
import { isOptionWithValue, type OptionWithValue } from '@engine/answers/answer-value';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { SkippedNote } from '../shared/SkippedNote';
import { useMessageText } from '../shared/useMessageText';
import { optionValueVerdict } from '../shared/option-value';
import { widgetCard } from '../shared/widget-card';
import { describedBy, mergeErrors } from '../shared/widget-messages';
import { WidgetMessages } from '../shared/WidgetMessages';
import { useWidgetStyles } from '../shared/widgetStyles';
import { OptionDropdown } from './OptionDropdown';

/**
 * Answer type 5: one option, and for an option with input a whole number typed beside it, required
 * as soon as the option is chosen. Choosing another option starts its value afresh.
 */
export function ChoiceWithValueWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, onBlur, onFocus, rawErrors, hideError, autofocus } = props;
  const { t } = useTranslation();
  const styles = useWidgetStyles();
  const messageText = useMessageText();
  const card = widgetCard(props);
  const answer: OptionWithValue | undefined = isOptionWithValue(value) ? value : undefined;
  const option = card.options.find((offered) => offered.id === answer?.optionId);
  const withInput = answer !== undefined && (option?.hasInput ?? answer.value !== '');
  const verdict = withInput && !readonly ? optionValueVerdict(answer.value) : undefined;
  const errors = mergeErrors([messageText(verdict)], rawErrors, hideError);
  const hint = card.skipped ? <SkippedNote /> : undefined;
  const valueId = `${id}_value`;
  const described = describedBy(id, { hint: hint !== undefined, errors: errors.length > 0 });
  return (
    <div className={styles.column}>
      <div className={styles.row}>
        <OptionDropdown
          id={id}
          label={card.text}
          options={card.options}
          chosen={answer?.optionId}
          onChoose={(optionId) =>
            onChange(optionId === undefined ? undefined : ({ optionId, value: '' } satisfies OptionWithValue))
          }
          readonly={readonly}
          disabled={disabled}
          autoFocus={autofocus}
          describedBy={described}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
        {withInput ? (
          <Input
            id={valueId}
            className={readonly ? styles.readOnlyInput : styles.numberInput}
            value={answer.value}
            inputMode="numeric"
            autoComplete="off"
            readOnly={readonly}
            disabled={disabled}
            required
            aria-label={t('widgets.valueFor', { option: option?.text ?? '' })}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={described}
            onChange={(_event, data) => {
              if (!readonly) onChange({ optionId: answer.optionId, value: data.value });
            }}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
        ) : null}
      </div>
      <WidgetMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
