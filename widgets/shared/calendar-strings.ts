import type { CalendarStrings } from '@fluentui/react-datepicker-compat';

interface CalendarTexts {
  goToToday: string;
  previousMonth: string;
  nextMonth: string;
  previousYear: string;
  nextYear: string;
  previousYears: string;
  nextYears: string;
  close: string;
}

function names(language: string, count: number, option: Intl.DateTimeFormatOptions, at: (i: number) => Date) {
  const format = new Intl.DateTimeFormat(language, option);
  return Array.from({ length: count }, (_, index) => format.format(at(index)));
}

/**
 * The calendar's strings in the interface language: month and day names from Intl (days start on
 * Sunday, as the calendar expects; 2023-01-01 was a Sunday), navigation labels from our texts.
 */
export function calendarStrings(language: string, texts: CalendarTexts): CalendarStrings {
  const month = (index: number) => new Date(2023, index, 1);
  const day = (index: number) => new Date(2023, 0, 1 + index);
  return {
    months: names(language, 12, { month: 'long' }, month),
    shortMonths: names(language, 12, { month: 'short' }, month),
    days: names(language, 7, { weekday: 'long' }, day),
    shortDays: names(language, 7, { weekday: 'narrow' }, day),
    goToToday: texts.goToToday,
    prevMonthAriaLabel: texts.previousMonth,
    nextMonthAriaLabel: texts.nextMonth,
    prevYearAriaLabel: texts.previousYear,
    nextYearAriaLabel: texts.nextYear,
    prevYearRangeAriaLabel: texts.previousYears,
    nextYearRangeAriaLabel: texts.nextYears,
    closeButtonAriaLabel: texts.close,
  };
}
