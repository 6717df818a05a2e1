import { Checkbox } from '@fluentui/react-components';
import { isIdList } from '@engine/answers/answer-value';
import type { WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { SkippedNote } from '../shared/SkippedNote';
import { widgetCard } from '../shared/widget-card';
import { describedBy, mergeErrors } from '../shared/widget-messages';
import { WidgetMessages } from '../shared/WidgetMessages';
import { useWidgetStyles } from '../shared/widgetStyles';

/** The chosen ids after toggling one, in the order the options are offered (unknown ids kept last). */
function toggled(
  chosen: readonly number[],
  optionId: number,
  order: readonly number[],
): number[] | undefined {
  const next = new Set(chosen);
  if (next.has(optionId)) next.delete(optionId);
  else next.add(optionId);
  const ordered = order.filter((id) => next.has(id));
  for (const id of next) if (!order.includes(id)) ordered.push(id);
  return ordered.length > 0 ? ordered : undefined;
}

/**
 * Answer types 6 and 13: a box per option, each toggling its membership of the answer. Read-only boxes
 * stay focusable (aria-readonly) and ignore changes; inactive options are disabled unless ticked.
 */
export function CheckboxesWidget(props: WidgetProps & { empty?: ReactNode }) {
  const { id, value, readonly, disabled, onChange, onBlur, onFocus, rawErrors, hideError, autofocus } = props;
  const styles = useWidgetStyles();
  const card = widgetCard(props);
  const chosen = isIdList(value) ? value : [];
  const order = card.options.map((option) => option.id);
  const errors = mergeErrors([], rawErrors, hideError);
  const notes: ReactNode[] = [];
  if (card.skipped) notes.push(<SkippedNote key="skipped" />);
  if (card.options.length === 0 && props.empty) notes.push(<div key="empty">{props.empty}</div>);
  const hint = notes.length > 0 ? notes : undefined;
  const described = describedBy(id, { hint: hint !== undefined, errors: errors.length > 0 });
  return (
    <div className={styles.column}>
      <div id={id} role="group" aria-label={card.text} aria-describedby={described}>
        {card.options.map((option, index) => (
          <Checkbox
            key={option.id}
            id={`${id}-${index}`}
            label={{ children: option.text, className: readonly ? styles.readOnlyLabel : undefined }}
            indicator={{ className: readonly ? styles.readOnlyChoice : undefined }}
            checked={chosen.includes(option.id)}
            disabled={disabled || option.disabled}
            autoFocus={autofocus && index === 0}
            aria-readonly={readonly || undefined}
            aria-invalid={errors.length > 0 || undefined}
            onChange={() => {
              if (!readonly) onChange(toggled(chosen, option.id, order));
            }}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
        ))}
      </div>
      <WidgetMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
