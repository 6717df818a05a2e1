import { Textarea, mergeClasses } from '@fluentui/react-components';
import { DEFAULT_TEXT_LIMIT } from '@engine/rules/text-limit';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { SkippedNote } from '../shared/SkippedNote';
import { useMessageText } from '../shared/useMessageText';
import { textOf, typedOrNothing } from '../shared/values';
import { widgetCard } from '../shared/widget-card';
import { describedBy, mergeErrors } from '../shared/widget-messages';
import { WidgetMessages } from '../shared/WidgetMessages';
import { useWidgetStyles } from '../shared/widgetStyles';

/**
 * Answer type 3: four rows of text with a character counter. Text beyond the limit is kept and
 * flagged (TEXT_TOO_LONG) rather than cut off, so a pasted answer is never silently shortened.
 */
export function LongTextWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, onBlur, onFocus, rawErrors, hideError, autofocus } = props;
  const { t } = useTranslation();
  const styles = useWidgetStyles();
  const messageText = useMessageText();
  const card = widgetCard(props);
  const limit = card.textLimit ?? DEFAULT_TEXT_LIMIT;
  const text = textOf(value);
  const tooLong = !readonly && text.length > limit;
  const errors = mergeErrors(
    [messageText(tooLong ? { key: 'TEXT_TOO_LONG', params: { max: limit } } : undefined)],
    rawErrors,
    hideError,
  );
  const hint = (
    <>
      {card.skipped ? (
        <div>
          <SkippedNote />
        </div>
      ) : null}
      <div>{t('widgets.characterCount', { count: text.length, limit })}</div>
    </>
  );
  return (
    <div className={styles.column}>
      <Textarea
        id={id}
        className={mergeClasses(readonly && styles.readOnlyInput)}
        rows={4}
        resize="vertical"
        value={text}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        aria-label={card.text}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy(id, { hint: true, errors: errors.length > 0 })}
        onChange={(_event, data) => {
          if (!readonly) onChange(typedOrNothing(data.value));
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <WidgetMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
