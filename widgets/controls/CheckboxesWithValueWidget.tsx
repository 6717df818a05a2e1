import { Checkbox, Input, mergeClasses } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { isOptionWithValueList, type OptionWithValue } from '@engine/answers/answer-value';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { optionValueVerdict } from '../shared/option-value';
import { SkippedNote } from '../shared/SkippedNote';
import { useMessageText } from '../shared/useMessageText';
import { widgetCard } from '../shared/widget-card';
import { describedBy, mergeErrors } from '../shared/widget-messages';
import { WidgetMessages } from '../shared/WidgetMessages';
import { useWidgetStyles } from '../shared/widgetStyles';

function orNothing(entries: OptionWithValue[]): OptionWithValue[] | undefined {
  return entries.length > 0 ? entries : undefined;
}

/**
 * Answer type 7: a box per option; an option with input has a whole number beside it. Ticking adds the
 * option with an empty value (then required), typing into an unticked option's value ticks it, and
 * clearing a typed value removes that option from the answer. The value boxes are always shown so
 * that focus never jumps when a box is ticked or cleared.
 */
export function CheckboxesWithValueWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, onBlur, onFocus, rawErrors, hideError, autofocus } = props;
  const { t } = useTranslation();
  const styles = useWidgetStyles();
  const messageText = useMessageText();
  const card = widgetCard(props);
  const entries = isOptionWithValueList(value) ? value : [];
  const order = card.options.map((option) => option.id);
  const rowErrors = new Map<number, string | undefined>();
  for (const entry of entries) {
    const option = card.options.find((offered) => offered.id === entry.optionId);
    if (option?.hasInput && !readonly)
      rowErrors.set(entry.optionId, messageText(optionValueVerdict(entry.value)));
  }
  const errors = mergeErrors([], rawErrors, hideError);
  const hint = card.skipped ? <SkippedNote /> : undefined;
  const described = describedBy(id, { hint: hint !== undefined, errors: errors.length > 0 });

  const withEntry = (entry: OptionWithValue): OptionWithValue[] => {
    const next = entries.filter((existing) => existing.optionId !== entry.optionId);
    next.push(entry);
    return next.sort((a, b) => order.indexOf(a.optionId) - order.indexOf(b.optionId));
  };
  const without = (optionId: number) => orNothing(entries.filter((entry) => entry.optionId !== optionId));

  return (
    <div className={styles.column}>
      <div id={id} role="group" aria-label={card.text} aria-describedby={described}>
        {card.options.map((option, index) => {
          const entry = entries.find((existing) => existing.optionId === option.id);
          const rowId = `${id}-${index}`;
          const rowError = rowErrors.get(option.id);
          const rowDescribed = [described, rowError ? `${rowId}__error` : undefined]
            .filter(Boolean)
            .join(' ');
          return (
            <div key={option.id} className={styles.column}>
              <div className={styles.row}>
                <Checkbox
                  id={rowId}
                  label={{ children: option.text, className: readonly ? styles.readOnlyLabel : undefined }}
                  indicator={{ className: readonly ? styles.readOnlyChoice : undefined }}
                  checked={entry !== undefined}
                  disabled={disabled || option.disabled}
                  autoFocus={autofocus && index === 0}
                  aria-readonly={readonly || undefined}
                  onChange={() => {
                    if (readonly) return;
                    onChange(entry ? without(option.id) : withEntry({ optionId: option.id, value: '' }));
                  }}
                  onBlur={() => onBlur(id, value)}
                  onFocus={() => onFocus(id, value)}
                />
                {option.hasInput ? (
                  <Input
                    id={`${rowId}_value`}
                    className={mergeClasses(styles.numberInput, readonly && styles.readOnlyInput)}
                    value={entry?.value ?? ''}
                    inputMode="numeric"
                    autoComplete="off"
                    readOnly={readonly}
                    disabled={disabled || (option.disabled && entry === undefined)}
                    aria-label={t('widgets.valueFor', { option: option.text })}
                    aria-invalid={rowError !== undefined || undefined}
                    aria-describedby={rowDescribed || undefined}
                    onChange={(_event, data) => {
                      if (readonly) return;
                      const typed = data.value;
                      if (typed === '' && entry !== undefined && entry.value !== '')
                        onChange(without(option.id));
                      else if (typed !== '' || entry !== undefined)
                        onChange(withEntry({ optionId: option.id, value: typed }));
                    }}
                    onBlur={() => onBlur(id, value)}
                    onFocus={() => onFocus(id, value)}
                  />
                ) : null}
              </div>
              {rowError ? (
                <div id={`${rowId}__error`} className={styles.error}>
                  <ErrorCircleRegular aria-hidden />
                  <span>{rowError}</span>
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      <WidgetMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
