import type { WidgetProps } from '@rjsf/utils';
import { SkippedNote } from '../shared/SkippedNote';
import { chosenId } from '../shared/values';
import { widgetCard } from '../shared/widget-card';
import { describedBy, mergeErrors } from '../shared/widget-messages';
import { WidgetMessages } from '../shared/WidgetMessages';
import { useWidgetStyles } from '../shared/widgetStyles';
import { OptionDropdown } from './OptionDropdown';

/** Answer types 4 and 16: one option from a combo box; inactive options are disabled unless chosen. */
export function DropdownWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, onBlur, onFocus, rawErrors, hideError, autofocus } = props;
  const styles = useWidgetStyles();
  const card = widgetCard(props);
  const errors = mergeErrors([], rawErrors, hideError);
  const hint = card.skipped ? <SkippedNote /> : undefined;
  return (
    <div className={styles.column}>
      <OptionDropdown
        id={id}
        label={card.text}
        options={card.options}
        chosen={chosenId(value)}
        onChoose={(optionId) => onChange(optionId)}
        readonly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        invalid={errors.length > 0}
        describedBy={describedBy(id, { hint: hint !== undefined, errors: errors.length > 0 })}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <WidgetMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
