import { Input } from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { displayDateToStored } from '@engine/answers/format-date';
import { checkDate } from '@engine/rules/check-date';
import type { WidgetProps } from '@rjsf/utils';
import { format, parse } from 'date-fns';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarStrings } from '../shared/calendar-strings';
import { SkippedNote } from '../shared/SkippedNote';
import { useMessageText } from '../shared/useMessageText';
import { textOf, typedOrNothing } from '../shared/values';
import { widgetCard } from '../shared/widget-card';
import { describedBy, mergeErrors } from '../shared/widget-messages';
import { WidgetMessages } from '../shared/WidgetMessages';
import { todayFrom } from '../shared/widgets-context';
import { useWidgetStyles } from '../shared/widgetStyles';

const DISPLAY = 'dd/MM/yyyy';
const MONDAY = 1;
/**
 * The picker's date while the text is not a real date: a day past any maximum. The picker is driven
 * by the text (see formatDate below), and on blur it treats this day as "out of bounds", leaving the
 * typed text alone instead of replacing it with the last good date; the engine's rule
 * (INVALID_DATE_FORMAT) tells the user what is wrong.
 */
const NOT_A_DATE = new Date(9999, 11, 31);

/** A typed dd/MM/yyyy text as a date, when it is a real one. */
function dateOf(text: string): Date | null {
  const stored = displayDateToStored(text.trim());
  return stored === undefined ? null : parse(stored, 'yyyy-MM-dd', new Date(2000, 0, 1));
}

/**
 * Answer type 9: a date typed as dd/MM/yyyy or picked from a calendar whose days after today are
 * disabled; a neutral hint says so. The answer is the text as typed, checked by the engine's rule.
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, onBlur, onFocus, rawErrors, hideError, registry } = props;
  const { t, i18n } = useTranslation();
  const styles = useWidgetStyles();
  const messageText = useMessageText();
  const card = widgetCard(props);
  const today = todayFrom(registry.formContext);
  const text = textOf(value);

  // The text is the answer and the picker shows it: the picker's date is the text's date, and its
  // formatDate gives back the text itself for a text that is not a date, so typing is never undone.
  const date = useMemo(() => (text.trim() === '' ? null : (dateOf(text) ?? NOT_A_DATE)), [text]);
  const formatDate = useCallback(
    (shown?: Date) => (shown === NOT_A_DATE ? text : shown ? format(shown, DISPLAY) : ''),
    [text],
  );
  const maxDate = useMemo(() => parse(today, 'yyyy-MM-dd', new Date(2000, 0, 1)), [today]);
  const strings = useMemo(
    () =>
      calendarStrings(i18n.language, {
        goToToday: t('widgets.date.goToToday'),
        previousMonth: t('widgets.date.previousMonth'),
        nextMonth: t('widgets.date.nextMonth'),
        previousYear: t('widgets.date.previousYear'),
        nextYear: t('widgets.date.nextYear'),
        previousYears: t('widgets.date.previousYears'),
        nextYears: t('widgets.date.nextYears'),
        close: t('widgets.date.close'),
      }),
    [i18n.language, t],
  );

  const verdict = text.trim() !== '' && !readonly ? checkDate(text, today) : undefined;
  const errors = mergeErrors([messageText(verdict)], rawErrors, hideError);
  const hint = (
    <>
      {card.skipped ? (
        <div>
          <SkippedNote />
        </div>
      ) : null}
      {/* A note on every date question, not a fault: the neutral hint colour, no alert. */}
      {readonly ? null : <div>{t('widgets.date.noFuture')}</div>}
    </>
  );
  const described = describedBy(id, { hint: card.skipped || !readonly, errors: errors.length > 0 });

  return (
    <div className={styles.column}>
      {readonly ? (
        <Input
          id={id}
          className={styles.readOnlyInput}
          value={text}
          readOnly
          disabled={disabled}
          aria-label={card.text}
          aria-describedby={described}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      ) : (
        <DatePicker
          id={id}
          value={date}
          allowTextInput
          formatDate={formatDate}
          parseDateFromString={(typed) => dateOf(typed) ?? NOT_A_DATE}
          maxDate={maxDate}
          today={maxDate}
          initialPickerDate={maxDate}
          calendar={{ value: date === null || date === NOT_A_DATE ? maxDate : date }}
          firstDayOfWeek={MONDAY}
          strings={strings}
          placeholder={t('widgets.date.placeholder')}
          disabled={disabled}
          popupSurface={{ 'aria-label': t('widgets.date.calendar') }}
          aria-label={card.text}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={described}
          onChange={(_event, data) => onChange(typedOrNothing(data.value))}
          onSelectDate={(picked) => onChange(picked ? format(picked, DISPLAY) : undefined)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      )}
      <WidgetMessages id={id} errors={errors} hint={hint} />
    </div>
  );
}
