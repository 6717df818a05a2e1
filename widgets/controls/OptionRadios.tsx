import { Radio, RadioGroup } from '@fluentui/react-components';
import type { RuleMessage } from '@engine/messages';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { SkippedNote } from '../shared/SkippedNote';
import { useMessageText } from '../shared/useMessageText';
import { chosenId } from '../shared/values';
import { widgetCard } from '../shared/widget-card';
import { describedBy, mergeErrors } from '../shared/widget-messages';
import { WidgetMessages } from '../shared/WidgetMessages';
import { showRequiredFrom } from '../shared/widgets-context';
import { useWidgetStyles } from '../shared/widgetStyles';

interface OptionRadiosProps {
  widget: WidgetProps;
  layout: 'vertical' | 'horizontal';
  /**
   * A verdict on the current choice (the rating is mandatory), shown once the user has been to the
   * question (chosen, cleared or left it) or tried to submit the form, never on a question untouched.
   */
  verdict?: (chosen: number | undefined) => RuleMessage | undefined;
}

/**
 * A single choice as radio buttons (types 8 and 10). Clicking or pressing Space on the chosen option
 * clears the answer: the radio's click fires even when its checked state does not change. Read-only
 * radios stay focusable (aria-readonly on the group) and ignore changes.
 */
export function OptionRadios({ widget, layout, verdict }: OptionRadiosProps) {
  const {
    id,
    value,
    readonly,
    disabled,
    onChange,
    onBlur,
    onFocus,
    rawErrors,
    hideError,
    autofocus,
    registry,
  } = widget;
  const styles = useWidgetStyles();
  const messageText = useMessageText();
  const [touched, setTouched] = useState(false);
  const card = widgetCard(widget);
  const chosen = chosenId(value);
  const judged = touched || showRequiredFrom(registry.formContext);
  const own = !readonly && !disabled && judged && verdict ? messageText(verdict(chosen)) : undefined;
  const change = (next: number | undefined) => {
    setTouched(true);
    onChange(next);
  };
  const errors = mergeErrors([own], rawErrors, hideError);
  const hint = card.skipped ? <SkippedNote /> : undefined;
  return (
    <div className={styles.column}>
      <RadioGroup
        id={id}
        layout={layout}
        value={chosen === undefined ? '' : String(chosen)}
        disabled={disabled}
        aria-label={card.text}
        aria-readonly={readonly || undefined}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy(id, { hint: hint !== undefined, errors: errors.length > 0 })}
        onChange={(_event, data) => {
          const picked = Number(data.value);
          if (!readonly && Number.isInteger(picked)) change(picked);
        }}
        onBlur={(event) => {
          // Moving between the radios is no leaving; focus going elsewhere is.
          if (!event.currentTarget.contains(event.relatedTarget)) setTouched(true);
          onBlur(id, value);
        }}
        onFocus={() => onFocus(id, value)}
      >
        {card.options.map((option, index) => (
          <Radio
            key={option.id}
            id={`${id}-${index}`}
            value={String(option.id)}
            label={{ children: option.text, className: readonly ? styles.readOnlyLabel : undefined }}
            indicator={{ className: readonly ? styles.readOnlyChoice : undefined }}
            disabled={option.disabled}
            autoFocus={autofocus && index === 0}
            onClick={() => {
              if (!readonly && option.id === chosen) change(undefined);
            }}
          />
        ))}
      </RadioGroup>
      <WidgetMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
