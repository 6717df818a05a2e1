import { Input, mergeClasses } from '@fluentui/react-components';
import type { RuleMessage } from '@engine/messages';
import { checkBounds } from '@engine/rules/check-bounds';
import type { Parsed } from '@engine/rules/parsed';
import type { WidgetProps } from '@rjsf/utils';
import { useMessageText } from '../shared/useMessageText';
import { describedBy, mergeErrors } from '../shared/widget-messages';
import { WidgetMessages } from '../shared/WidgetMessages';
import { widgetCard } from '../shared/widget-card';
import { textOf, typedOrNothing } from '../shared/values';
import { useWidgetStyles } from '../shared/widgetStyles';
import { SkippedNote } from '../shared/SkippedNote';

interface TypedNumberInputProps {
  widget: WidgetProps;
  parse: (text: string) => Parsed;
  /** The phone keyboard while no negative number can be typed (a minimum of 0 or more). */
  inputMode: 'numeric' | 'decimal';
}

/**
 * A number typed as text (types 1 and 2): parsed by the engine's rule, checked against the card's
 * bounds. The text reaches RJSF exactly as typed, whatever it is: a text the rules refuse stays in
 * the box with their message, so nothing typed ever vanishes or turns into another number.
 */
export function TypedNumberInput({ widget, parse, inputMode }: TypedNumberInputProps) {
  const { id, value, readonly, disabled, onChange, onBlur, onFocus, rawErrors, hideError, autofocus } =
    widget;
  const styles = useWidgetStyles();
  const messageText = useMessageText();
  const card = widgetCard(widget);
  const text = textOf(value);
  let verdict: RuleMessage | undefined;
  if (text.trim() !== '' && !readonly) {
    const parsed = parse(text);
    verdict = parsed.ok ? checkBounds(parsed.value, card.bounds ?? {}) : parsed.message;
  }
  const errors = mergeErrors([messageText(verdict)], rawErrors, hideError);
  const hint = card.skipped ? <SkippedNote /> : undefined;
  // Phones' number pads often lack a minus sign: the full keyboard where a negative may be typed.
  const min = card.bounds?.min;
  const negativeAllowed = min === undefined || min < 0;
  return (
    <div className={styles.column}>
      <Input
        id={id}
        className={mergeClasses(styles.numberInput, readonly && styles.readOnlyInput)}
        value={text}
        inputMode={negativeAllowed ? 'text' : inputMode}
        autoComplete="off"
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        aria-label={card.text}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy(id, { hint: hint !== undefined, errors: errors.length > 0 })}
        onChange={(_event, data) => {
          if (readonly) return;
          onChange(typedOrNothing(data.value));
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <WidgetMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
